// The outbox's behaviour against the fake admin API in process, on both store adapters:
// faults, restarts, two processes, leases, replays, backoff and dead letters on an injected clock.
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { submissionTexts } from '@/content/submissions';
import { createAdminApiBackend } from '@/lib/backend/admin-api';
import { ADMIN_API_TIMEOUT_MS } from '@/lib/backend/admin-api/client';
import type { SiteStore } from '@/lib/store/store';
import type { Backend, SubmissionResult } from '@/lib/backend/types';
import { log } from '@/lib/log';
import { retryDelay, SCHEDULE_MS } from '@/lib/submissions/backoff';
import { createOutbox, type OutboxOptions } from '@/lib/submissions/outbox';
import { pdfBytes } from './fixtures/files';
import { storeAdapters, type OpenedStore } from './fixtures/stores';

type Recorded = {
  method: string;
  path: string;
  mode: string;
  headers: Record<string, string>;
  json?: Record<string, string>;
};
type Fake = { url: string; port: number; state: { requests: Recorded[] }; close(): Promise<void> };

const RECEIVED = 'Thank you — we have received your message and will process it shortly.';
const enquiry = {
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98480 12345',
  service: 'Cybersecurity' as const,
  subject: 'Audit',
  message: 'Call me.',
};
const application = {
  job_id: '24',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  experience_years: 4,
  resume: { bytes: pdfBytes(), filename: 'resume-asha-rao.pdf', contentType: 'application/pdf' },
};

describe.each(storeAdapters)('the outbox on %s', (_name, openStore) => {
  let fake: Fake;
  let opened: OpenedStore;
  let store: SiteStore;
  let clock: number;

  async function mode(name: string, extra: object = {}) {
    await fetch(`${fake.url}/__mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: name, ...extra }),
    });
  }

  /** The admin API backend on the fake; without `timeoutMs`, the real timeout. */
  const adminBackend = (timeoutMs?: number) =>
    createAdminApiBackend({
      baseUrl: `${fake.url}/admin/api`,
      siteUrl: 'http://localhost:3000',
      publicOrigin: fake.url,
      store: async () => store,
      timeoutMs,
    });

  function outbox(
    table: SiteStore['outbox'] = store.outbox,
    // Long enough for a request to reach the fake on a busy machine, short beside the slow mode.
    backend: Backend = adminBackend(1_000),
    options: Partial<OutboxOptions> = {},
  ) {
    return createOutbox({ table, backend, log, now: () => clock, random: () => 0.5, ...options });
  }

  /** A backend that takes enquiries by their key only, doing whatever `send` does. */
  const scripted = (send: (key: string) => Promise<SubmissionResult>) =>
    ({
      submitEnquiry: (_input, options) => send(options!.idempotencyKey!),
    }) as Partial<Backend> as Backend;

  const submissions = (key: string) =>
    fake.state.requests.filter(
      (request) => request.method === 'POST' && request.headers['idempotency-key'] === key,
    );
  const row = async (key: string) => (await store.outbox.byKey(key))!;

  beforeEach(async () => {
    fake = await start({ port: 0 });
    opened = await openStore();
    store = opened.store;
    clock = Date.parse('2026-03-01T10:00:00Z');
  });

  afterEach(async () => {
    await fake.close();
    await opened.cleanup();
  });

  describe.each([
    ['slow (past the timeout)', 'slow', { delayMs: 3_000 }],
    ['500', 'error500', {}],
    ['non-JSON', 'nonjson', {}],
    ['connection reset', 'reset', {}],
    ['429 with Retry-After', 'ratelimited', { retryAfter: 1 }],
  ])('admin API %s', (_name, failure, extra) => {
    it('keeps the enquiry, says it was received, and delivers it exactly once after recovery', async () => {
      const box = outbox();
      await mode(failure, extra);
      const first = await box.submit({ kind: 'enquiry', key: `key-${failure}`, input: enquiry });
      expect(first).toMatchObject({
        status: 202,
        body: { success: true, queued: true, message: RECEIVED },
      });
      expect(await row(`key-${failure}`)).toMatchObject({ status: 'pending', attempts: 1 });

      await mode('ok');
      expect(await box.runDue()).toBe(0); // not due yet
      clock += SCHEDULE_MS[0]! * 1.2 + 1;
      expect(await box.runDue()).toBe(1);
      expect(await box.runDue()).toBe(0);
      expect(await row(`key-${failure}`)).toMatchObject({
        status: 'delivered',
        attempts: 2,
        last_error: null,
      });

      const replay = await box.submit({ kind: 'enquiry', key: `key-${failure}`, input: enquiry });
      expect(replay).toMatchObject({ ...first, replayed: true });
      const sent = submissions(`key-${failure}`);
      expect(sent.filter((request) => request.mode === 'ok')).toHaveLength(1);
      expect(sent).toHaveLength(2);
      expect(sent[1]!.json).toEqual(enquiry);
    });
  });

  it('keeps an application and its resume while the admin API is stopped, and delivers after a restart of both', async () => {
    const port = fake.port;
    await fake.close();
    const first = await outbox().submit({
      kind: 'application',
      key: 'app-key-1',
      input: application,
    });
    expect(first.status).toBe(202);
    expect(first.body.message).toBe(
      'Thank you — your application has been received and will be processed shortly.',
    );
    const stored = await row('app-key-1');
    expect(stored).toMatchObject({ status: 'pending', last_error: 'network 0' });
    expect(await store.outbox.resume(stored.id)).toEqual(pdfBytes());
    expect(stored.payload).not.toContain('%PDF');

    // The site restarts: a new connection and a new outbox on the same data.
    store = await opened.another();
    fake = await start({ port });
    clock += 2 * 60_000;
    expect(await outbox().runDue()).toBe(1);
    expect(await row('app-key-1')).toMatchObject({ status: 'delivered', attempts: 2 });
    const sent = submissions('app-key-1') as unknown as { files: { size: number }[] }[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.files[0]!.size).toBe(pdfBytes().byteLength);
    await expect(store.outbox.resume(stored.id)).rejects.toThrow('has no resume');
  });

  it('never lets two processes deliver the same record', async () => {
    await mode('error500');
    await outbox().submit({ kind: 'enquiry', key: 'shared-key', input: enquiry });
    await mode('ok');
    clock += 2 * 60_000;
    const second = await opened.another();
    const tried = await Promise.all([outbox().runDue(), outbox(second.outbox).runDue()]);
    expect(tried.sort()).toEqual([0, 1]);
    expect(submissions('shared-key').filter((request) => request.mode === 'ok')).toHaveLength(1);
  });

  it('keeps each record leased for its whole attempt, however long the records before it take', async () => {
    await mode('error500');
    const keys = ['lease-key-1', 'lease-key-2', 'lease-key-3', 'lease-key-4'];
    for (const key of keys) await outbox().submit({ kind: 'enquiry', key, input: enquiry });
    clock += 2 * 60_000;
    const sent: string[] = [];
    const second = await opened.another();
    const other = outbox(
      second.outbox,
      scripted(async (key) => (sent.push(key), { success: true, message: 'ok' })),
    );
    // Each send of the first process takes 12 s (just over the admin API's 10 s timeout, as
    // when it hangs); the other process's worker runs during every one of them.
    const slow = scripted(async (key) => {
      sent.push(key);
      clock += 12_000;
      await other.runDue();
      return { success: true, message: 'ok' };
    });
    await outbox(store.outbox, slow).runDue();
    expect(sent.sort()).toEqual(keys);
    for (const key of keys)
      expect(await row(key)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it(`answers "received" within 11 s when the admin API takes 15 s (the real ${ADMIN_API_TIMEOUT_MS / 1000} s timeout), and delivers once after it recovers`, async () => {
    const box = outbox(store.outbox, adminBackend());
    await mode('slow', { delayMs: 15_000 });
    const started = performance.now();
    const first = await box.submit({ kind: 'enquiry', key: 'very-slow-key', input: enquiry });
    const waited = performance.now() - started;
    expect(first).toMatchObject({
      status: 202,
      body: { success: true, queued: true, message: submissionTexts.enquiryReceived },
    });
    expect(waited).toBeGreaterThan(9_900);
    expect(waited).toBeLessThan(11_000);
    expect(await row('very-slow-key')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'timeout 0',
    });

    await mode('ok');
    clock += 2 * 60_000;
    expect(await box.runDue()).toBe(1);
    expect(await row('very-slow-key')).toMatchObject({ status: 'delivered', attempts: 2 });
    const sent = submissions('very-slow-key');
    expect(sent.map((request) => request.mode)).toEqual(['slow', 'ok']);
  }, 30_000);

  it('answers a repeated key with the first outcome, 409 while in flight, 422 for other content', async () => {
    const box = outbox();
    await mode('slow', { delayMs: 200 });
    const [first, during] = await Promise.all([
      box.submit({ kind: 'enquiry', key: 'same-key', input: enquiry }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        box.submit({ kind: 'enquiry', key: 'same-key', input: enquiry }),
      ),
    ]);
    expect(first.status).toBe(200);
    expect(during.status).toBe(409);
    expect((await box.submit({ kind: 'enquiry', key: 'same-key', input: enquiry })).status).toBe(
      200,
    );
    expect(
      (
        await box.submit({
          kind: 'enquiry',
          key: 'same-key',
          input: { ...enquiry, message: 'Other' },
        })
      ).status,
    ).toBe(422);
    expect(submissions('same-key')).toHaveLength(1);
  });

  it('answers "received" when the first attempt outlasts answerWithinMs, and the kept-alive attempt still delivers once', async () => {
    const kept: Promise<unknown>[] = [];
    const box = outbox(store.outbox, adminBackend(2_000), {
      answerWithinMs: 100,
      keepAlive: (attempt) => kept.push(attempt),
    });
    await mode('slow', { delayMs: 600 });
    const first = await box.submit({ kind: 'enquiry', key: 'late-key', input: enquiry });
    expect(first).toMatchObject({
      status: 202,
      body: { success: true, queued: true, message: RECEIVED },
    });
    expect(kept).toHaveLength(1);
    await Promise.all(kept);
    expect(await row('late-key')).toMatchObject({ status: 'delivered', attempts: 1 });
    // What the visitor was told stays the answer to a resend of the key.
    expect(await box.submit({ kind: 'enquiry', key: 'late-key', input: enquiry })).toMatchObject({
      ...first,
      replayed: true,
    });
    expect(submissions('late-key')).toHaveLength(1);
  });

  it('shows the verdict when the admin API answers within answerWithinMs, and keeps nothing alive', async () => {
    const kept: Promise<unknown>[] = [];
    const box = outbox(store.outbox, adminBackend(2_000), {
      answerWithinMs: 1_000,
      keepAlive: (attempt) => kept.push(attempt),
    });
    await mode('missing-fields');
    const outcome = await box.submit({ kind: 'enquiry', key: 'prompt-key', input: enquiry });
    expect(outcome).toMatchObject({ status: 422, body: { success: false } });
    expect(kept).toHaveLength(0);
    expect(await row('prompt-key')).toMatchObject({ status: 'rejected' });
  });

  it('lets another instance take over a record whose lease ran out (its instance died mid-attempt)', async () => {
    await mode('error500');
    await outbox().submit({ kind: 'enquiry', key: 'orphan-key', input: enquiry });
    await mode('ok');
    clock += 2 * 60_000;
    // The first instance claims the record and dies before closing it.
    expect(await store.outbox.claim(clock, clock + 30_000)).toMatchObject({
      idempotency_key: 'orphan-key',
    });
    const survivor = outbox((await opened.another()).outbox);
    clock += 10_000;
    expect(await survivor.runDue()).toBe(0);
    clock += 21_000;
    expect(await survivor.runDue()).toBe(1);
    expect(await row('orphan-key')).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(submissions('orphan-key').filter((request) => request.mode === 'ok')).toHaveLength(1);
  });

  it('deletes delivered and rejected records with their resumes after the retention period, and keeps open ones', async () => {
    const box = outbox();
    await box.submit({ kind: 'application', key: 'kept-app', input: application });
    await mode('missing-fields');
    await box.submit({ kind: 'enquiry', key: 'refused-old', input: enquiry });
    await mode('error500');
    await box.submit({ kind: 'application', key: 'pending-app', input: application });
    const pending = await row('pending-app');
    clock += 29 * 24 * 60 * 60_000;
    expect(await box.purge(30)).toBe(0);
    clock += 2 * 24 * 60 * 60_000;
    expect(await box.purge(30)).toBe(2);
    expect(await store.outbox.byKey('kept-app')).toBeUndefined();
    expect(await store.outbox.byKey('refused-old')).toBeUndefined();
    expect(await row('pending-app')).toMatchObject({ status: 'pending' });
    expect(await store.outbox.resume(pending.id)).toEqual(pdfBytes());
    expect(await store.outbox.depth()).toEqual({ pending: 1, delivered: 0, rejected: 0, dead: 0 });
  });

  it('closes a record the admin API refuses and shows its message', async () => {
    await mode('missing-fields');
    const outcome = await outbox().submit({ kind: 'enquiry', key: 'refused-key', input: enquiry });
    expect(outcome).toMatchObject({
      status: 422,
      body: {
        success: false,
        message: 'Failed to submit form',
        missingFields: ['phone', 'subject'],
      },
    });
    expect(await row('refused-key')).toMatchObject({ status: 'rejected' });
  });

  it('honours Retry-After and gives up loudly after 72 hours', async () => {
    const error = jest.spyOn(log, 'error').mockImplementation(() => {});
    await mode('ratelimited', { retryAfter: 600 });
    const box = outbox();
    await box.submit({ kind: 'enquiry', key: 'doomed-key', input: enquiry });
    expect((await row('doomed-key')).next_attempt_at - clock).toBe(600_000);
    await mode('error500');
    for (let i = 0; i < 30 && (await row('doomed-key')).status === 'pending'; i += 1) {
      clock = (await row('doomed-key')).next_attempt_at;
      await box.runDue();
    }
    expect(await row('doomed-key')).toMatchObject({ status: 'dead', last_error: 'status 500' });
    expect((await row('doomed-key')).attempts).toBeGreaterThan(10);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ alert: 'outbox_dead_letter' }),
      expect.stringContaining('outbox_dead'),
    );
    error.mockRestore();
  });
});

it('backs off 1 min, 5 min, 15 min, 1 h, 3 h, then 6 h, within ±20 %', () => {
  const minutes = [1, 2, 3, 4, 5, 6, 9].map(
    (attempt) => retryDelay(attempt, { random: () => 0.5 }) / 60_000,
  );
  expect(minutes).toEqual([1, 5, 15, 60, 180, 360, 360]);
  expect(retryDelay(1, { random: () => 0 })).toBe(48_000);
  expect(retryDelay(1, { random: () => 1 })).toBe(72_000);
  expect(retryDelay(1, { firstRetryMs: 500, random: () => 0.5 })).toBe(500);
  expect(retryDelay(2, { retryAfterMs: 3_600_000 })).toBe(3_600_000);
});
