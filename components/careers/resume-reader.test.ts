/** @jest-environment jsdom */
// The reader's worker runs in Chromium (tests/e2e/own-servers/job-alerts.spec.ts); here, the
// page's side of it: replies matched to their files, and the page reading when no worker can.
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

async function freshReader() {
  jest.resetModules();
  return import('./resume-reader');
}

beforeEach(() => {
  ReversingWorker.made = 0;
  readInPage.mockClear();
  Object.assign(globalThis, { Worker: ReversingWorker });
});

it('starts one worker a page and gives each file its own answer', async () => {
  const { readResume, startResumeReader } = await freshReader();
  const worker = startResumeReader() as unknown as ReversingWorker;
  expect(startResumeReader()).toBe(worker);
  const first = readResume(pdf('a.pdf'));
  const second = readResume(pdf('b.pdf'));
  worker.answerAll();
  await expect(first).resolves.toEqual({ first_name: 'worker: a.pdf' });
  await expect(second).resolves.toEqual({ first_name: 'worker: b.pdf' });
  expect(ReversingWorker.made).toBe(1);
  expect(readInPage).not.toHaveBeenCalled();
});

it('reads in the page when the worker fails to load, for the file waiting and the next', async () => {
  const { readResume, startResumeReader } = await freshReader();
  const worker = startResumeReader() as unknown as ReversingWorker;
  const waiting = readResume(pdf('a.pdf'));
  worker.fail();
  await expect(waiting).resolves.toEqual({ first_name: 'in the page: a.pdf' });
  await expect(readResume(pdf('b.pdf'))).resolves.toEqual({ first_name: 'in the page: b.pdf' });
  expect(ReversingWorker.made).toBe(1);
});

it('reads in the page in a browser without workers', async () => {
  Object.assign(globalThis, { Worker: undefined });
  const { readResume } = await freshReader();
  await expect(readResume(pdf('a.pdf'))).resolves.toEqual({ first_name: 'in the page: a.pdf' });
});
