/** @jest-environment jsdom */
// The server's route and the worker run in Chromium (tests/e2e/own-servers/job-alerts.spec.ts);
// here, the page's choice between them: the server first, the browser when the server gives no
// answer or is slow, replies matched to their files, and the page reading when no worker can.
const readInPage = jest.fn(async (file: File) => ({ first_name: `in the page: ${file.name}` }));
jest.mock('@/lib/shared/resume/read-resume', () => ({ readResume: readInPage }));

type Listener = (event: { data: unknown }) => void;

/** A worker that answers each file with its name, in the opposite order it was asked. */
class ReversingWorker {
  static made = 0;
  listeners: Record<string, Listener[]> = {};
  asked: { id: number; file: File }[] = [];
  constructor() {
    ReversingWorker.made += 1;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  postMessage(request: { id: number; file: File }) {
    this.asked.push(request);
  }
  answerAll() {
    for (const { id, file } of this.asked.reverse())
      for (const listener of this.listeners.message ?? [])
        listener({ data: { id, fields: { first_name: `worker: ${file.name}` } } });
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener({ data: null });
  }
  terminate() {}
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const fetchMock = jest.fn();
const serverAnswers = (status: number, body: unknown = {}) =>
  fetchMock.mockResolvedValue({ ok: status < 300, status, json: async () => body });

async function freshReader() {
  jest.resetModules();
  return import('./resume-reader');
}

let workers: ReversingWorker[] = [];
beforeEach(() => {
  ReversingWorker.made = 0;
  workers = [];
  readInPage.mockClear();
  fetchMock.mockReset();
  Object.assign(globalThis, {
    fetch: fetchMock,
    Worker: class extends ReversingWorker {
      constructor() {
        super();
        workers.push(this);
      }
    },
  });
});

it("takes the server's reading, sent as the file itself, and starts no worker", async () => {
  serverAnswers(200, { success: true, fields: { first_name: 'from the server' } });
  const { readResume } = await freshReader();
  await expect(readResume(pdf('a.pdf'))).resolves.toEqual({ first_name: 'from the server' });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('/api/resume-fields');
  expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/pdf' } });
  expect(init.body).toBeInstanceOf(File);
  expect(ReversingWorker.made).toBe(0);
});

it('reads in one worker when the server gives no answer, each file its own', async () => {
  serverAnswers(503, { success: false });
  const { readResume } = await freshReader();
  const first = readResume(pdf('a.pdf'));
  const second = readResume(pdf('b.pdf'));
  await waitForWorkerRequests(2);
  workers[0]!.answerAll();
  await expect(first).resolves.toEqual({ first_name: 'worker: a.pdf' });
  await expect(second).resolves.toEqual({ first_name: 'worker: b.pdf' });
  expect(ReversingWorker.made).toBe(1);
  expect(readInPage).not.toHaveBeenCalled();
});

it('starts the browser reading when the server is slow, and the first answer counts', async () => {
  jest.useFakeTimers();
  try {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { readResume } = await freshReader();
    const reading = readResume(pdf('a.pdf'));
    await jest.advanceTimersByTimeAsync(2_900);
    expect(ReversingWorker.made).toBe(0);
    await jest.advanceTimersByTimeAsync(200);
    expect(ReversingWorker.made).toBe(1);
    answer({
      ok: true,
      status: 200,
      json: async () => ({ fields: { first_name: 'late server' } }),
    });
    await expect(reading).resolves.toEqual({ first_name: 'late server' });
  } finally {
    jest.useRealTimers();
  }
});

it('sends the server only what it reads: a .doc is read in the browser', async () => {
  const { readResume } = await freshReader();
  const reading = readResume(new File(['x'], 'cv.doc', { type: 'application/msword' }));
  await waitForWorkerRequests(1);
  workers[0]!.answerAll();
  await expect(reading).resolves.toEqual({ first_name: 'worker: cv.doc' });
  expect(fetchMock).not.toHaveBeenCalled();
});

it('reads in the page when the worker fails to load, for the file waiting and the next', async () => {
  fetchMock.mockRejectedValue(new TypeError('offline'));
  const { readResume } = await freshReader();
  const waiting = readResume(pdf('a.pdf'));
  await waitForWorkerRequests(1);
  workers[0]!.fail();
  await expect(waiting).resolves.toEqual({ first_name: 'in the page: a.pdf' });
  await expect(readResume(pdf('b.pdf'))).resolves.toEqual({ first_name: 'in the page: b.pdf' });
  expect(ReversingWorker.made).toBe(1);
});

it('reads in the page in a browser without workers', async () => {
  fetchMock.mockRejectedValue(new TypeError('offline'));
  Object.assign(globalThis, { Worker: undefined });
  const { readResume } = await freshReader();
  await expect(readResume(pdf('a.pdf'))).resolves.toEqual({ first_name: 'in the page: a.pdf' });
});

async function waitForWorkerRequests(count: number) {
  for (let turn = 0; turn < 50 && (workers[0]?.asked.length ?? 0) < count; turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
  expect(workers[0]?.asked).toHaveLength(count);
}
