// What both store adapters must do alike (migrations, idempotency keys, first-seen dates, the
// embedded tables, rate limits, health checks), plus what differs on purpose: PostgreSQL shares
// rate limits between instances, SQLite's stay in each process's memory.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createPostgresStore } from '@/lib/store/postgres';
import { openSqliteStore } from '@/tests/unit/fixtures/sqlite-turns';
import type { NewOutboxRow } from '@/lib/store/outbox';
import type { SiteStore } from '@/lib/store/store';
import { RESUME_MAX_BYTES } from '@/lib/shared/schemas/application';
import { freshDatabase } from '@/tests/postgres/fresh-database';
import { itWithPostgres } from './fixtures/services';
import { legacyStores } from './fixtures/legacy-store';
import { storeAdapters, type OpenedStore } from './fixtures/stores';

const record = (key: string): NewOutboxRow => ({
  id: `id-${key}`,
  kind: 'enquiry',
  idempotency_key: key,
  payload: '{}',
  content_hash: 'hash',
  created_at: 1_000,
  in_flight_until: null,
});

/** Points `limiter` has taken for `key` before it refuses; stops at `max`. */
async function allowed(store: SiteStore, key: string, max = 10) {
  const limiter = store.limiter({ keyPrefix: 'test', points: 3, duration: 60 });
  for (let used = 0; used < max; used += 1) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return used;
      throw rejection;
    }
  }
  return max;
}

describe.each(storeAdapters)('the %s store', (name, openStore) => {
  let opened: OpenedStore;
  let store: SiteStore;

  beforeEach(async () => {
    opened = await openStore();
    store = opened.store;
  });
  afterEach(() => opened.cleanup());

  const cli = (script: string, ...args: string[]) => cliOn(opened.env, script, ...args);

  it('seeds the demo jobs and testimonials once, however often it is opened', async () => {
    await opened.another();
    const again = await opened.another();
    expect(await again.embedded.testimonials()).toHaveLength(6);
    expect((await again.embedded.jobsPage(10, 20)).jobs).toHaveLength(7);
    expect((await again.embedded.jobsPage(10, 0)).total).toBe(27);
  });

  it('keeps one record per idempotency key, for every instance', async () => {
    await store.outbox.insert(record('only-once'), null);
    const other = await opened.another();
    // Matched by message: better-sqlite3's native binding may build its error in another Jest realm.
    await expect(
      other.outbox.insert({ ...record('only-once'), id: 'another-id' }, null),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed|duplicate key/),
    });
    expect(await other.outbox.byKey('only-once')).toMatchObject({
      id: 'id-only-once',
      status: 'pending',
      attempts: 0,
    });
  });

  it('keeps the date a job was first seen', async () => {
    const first = await store.firstSeenDates(['7', '8'], new Date('2026-01-01T00:00:00Z'));
    const later = await (
      await opened.another()
    ).firstSeenDates(['8', '9'], new Date('2026-02-01T00:00:00Z'));
    expect(Object.fromEntries(first)).toEqual({
      7: '2026-01-01T00:00:00.000Z',
      8: '2026-01-01T00:00:00.000Z',
    });
    expect(Object.fromEntries(later)).toEqual({
      8: '2026-01-01T00:00:00.000Z',
      9: '2026-02-01T00:00:00.000Z',
    });
  });

  it('keeps received enquiries and applications of the embedded backend, listed by `npm run submissions`', async () => {
    const enquiry = {
      full_name: 'Asha',
      email: 'a@example.com',
      phone: '1',
      service: 'S',
      subject: 'T',
      message: 'M',
    };
    await store.embedded.addEnquiry(enquiry);
    const bytes = new TextEncoder().encode('%PDF-1.4 cv');
    await store.embedded.addApplication({
      job_id: '1001',
      fields: '{"first_name":"Ravi"}',
      resume: { bytes, extension: 'pdf', contentType: 'application/pdf', sha256: 'h' },
    });
    expect(await store.embedded.jobExists(1001)).toBe(true);
    expect(await store.embedded.jobExists(42)).toBe(false);
    const listed = JSON.parse(cli('submissions.mjs', '--json'));
    expect(listed.enquiries).toEqual([expect.objectContaining(enquiry)]);
    expect(listed.applications).toEqual([
      expect.objectContaining({
        job_id: '1001',
        first_name: 'Ravi',
        resume_size: bytes.byteLength,
      }),
    ]);
  });

  it('is read and rescheduled by `npm run outbox`', async () => {
    await store.outbox.insert(record('cli-key'), null);
    expect(cli('outbox.mjs', 'list', 'pending')).toContain('id-cli-key  enquiry     pending');
    expect(JSON.parse(cli('outbox.mjs', 'show', 'id-cli'))).toMatchObject({
      idempotency_key: 'cli-key',
      status: 'pending',
    });
    expect(cli('outbox.mjs', 'retry', 'pending')).toMatch(/^1 pending record\(s\) due now/);
    expect((await store.outbox.byKey('cli-key'))!.next_attempt_at).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('counts a rate limit per client and forgets nothing between calls', async () => {
    expect(await allowed(store, 'client-a')).toBe(3);
    expect(await allowed(store, 'client-b', 1)).toBe(1);
  });

  it(
    name === 'PostgreSQL'
      ? 'shares one rate limit between instances'
      : 'keeps rate limits in each process (memory)',
    async () => {
      const other = await opened.another();
      expect(await allowed(store, 'client-c', 2)).toBe(2);
      expect(await allowed(other, 'client-c')).toBe(name === 'PostgreSQL' ? 1 : 3);
    },
  );

  it('forgets rate-limit counters whose window ended', async () => {
    await allowed(store, 'client-d', 1);
    expect(await store.forgetExpiredLimits(Date.now())).toBe(0);
    const removed = await store.forgetExpiredLimits(Date.now() + 61_000);
    expect(removed).toBe(name === 'PostgreSQL' ? 1 : 0);
  });

  it('answers a health check', async () => {
    await expect(store.check(2_000)).resolves.toBeUndefined();
  });
});

describe('migrations', () => {
  itWithPostgres('run once when two PostgreSQL instances start together', async () => {
    const database = await freshDatabase();
    const stores = await Promise.all([
      createPostgresStore(database.url),
      createPostgresStore(database.url),
      createPostgresStore(database.url),
    ]);
    try {
      expect(await stores[0]!.embedded.testimonials()).toHaveLength(6);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await database.drop();
    }
  });

  it('run once when two SQLite connections open a new folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-migrate-'));
    const stores = await Promise.all([openSqliteStore(dir), openSqliteStore(dir)]);
    try {
      expect(await stores[1]!.embedded.testimonials()).toHaveLength(6);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A command-line tool of scripts/ on the store `env` names; its stdout. */
const cliOn = (env: OpenedStore['env'], script: string, ...args: string[]) =>
  execFileSync('node', [`scripts/${script}`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });

describe.each(legacyStores)('a %s store %s made', (_name, _madeBy, makeLegacy) => {
  it('opens with its data, is not seeded again, and goes on', async () => {
    const legacy = await makeLegacy();
    const store = await legacy.open();
    const migrations = ['0008-baseline', '0009-named-migrations', '0010-epoch-dates'];
    try {
      expect(await legacy.migrations()).toEqual(migrations);
      expect(await legacy.has('schema_version')).toBe(false);
      expect(await store.embedded.testimonials()).toEqual([
        expect.objectContaining({ name: 'Old Client' }),
      ]);
      expect(await store.embedded.jobsPage(10, 0)).toEqual({
        jobs: [{ id: 7, job_title: 'Kept job' }],
        total: 1,
      });
      expect(Object.fromEntries(await store.firstSeenDates(['7']))).toEqual({
        7: '2026-01-01T00:00:00.000Z',
      });
      expect(await store.secret('alerts')).toBe('old-secret');
      expect(await store.dataRequests.byId('request-1')).toMatchObject({ email: 'a@example.com' });
      expect(await store.outbox.claim(2_000, 3_000)).toMatchObject({ id: 'old', attempts: 1 });
      await store.outbox.insert(record('new-key'), null);
      expect(await store.outbox.depth()).toEqual({
        pending: 2,
        delivered: 0,
        rejected: 0,
        dead: 0,
      });
      expect(await store.alerts.raise('outbox_backlog', 300, 250)).toBe(false);
      expect(await store.alerts.clear('outbox_backlog', 200)).toBe(true);
      await store.vitals.add({
        day: '2026-01-01',
        page: '/',
        metric: 'LCP',
        bucket: 3,
        target: null,
      });
      expect(await store.vitals.purge('2026-01-02')).toBe(1);
      expect(await store.jobAlerts.due(1_000)).toEqual([
        expect.objectContaining({ id: 'alert-1' }),
      ]);
      const seen = [{ jobId: '7', url: '/jobs/7', fingerprint: 'f' }];
      expect(await store.jobStates.record(seen, 1_000, ['google'])).toHaveLength(1);
      expect(await store.searchPings.counts()).toMatchObject({ pending: 1 });
      const { enquiries, applications } = JSON.parse(
        cliOn(legacy.env, 'submissions.mjs', '--json'),
      );
      expect(enquiries).toEqual([
        expect.objectContaining({ id: 'enquiry-1', created_at: '2026-01-02T03:04:05.678Z' }),
      ]);
      expect(applications).toEqual([
        expect.objectContaining({ id: 'application-1', created_at: '2026-01-03T00:00:00.000Z' }),
      ]);
      await (await legacy.open()).close();
      expect(await legacy.migrations()).toEqual(migrations);
    } finally {
      await store.close();
      await legacy.cleanup();
    }
  });
});

describe('PostgreSQL specifics', () => {
  itWithPostgres('refuses a resume over the limit (RESUME_MAX_BYTES) in the outbox', async () => {
    const database = await freshDatabase();
    const store = await createPostgresStore(database.url);
    try {
      const resume = { bytes: new Uint8Array(RESUME_MAX_BYTES + 1), filename: 'cv.pdf' };
      await expect(store.outbox.insert(record('too-big'), resume)).rejects.toThrow(
        /check constraint/,
      );
      await store.outbox.insert(record('just-fits'), {
        ...resume,
        bytes: new Uint8Array(RESUME_MAX_BYTES),
      });
      expect((await store.outbox.resume('id-just-fits')).byteLength).toBe(RESUME_MAX_BYTES);
    } finally {
      await store.close();
      await database.drop();
    }
  });

  it('fails to open, rather than hang, when the server is unreachable', async () => {
    await expect(createPostgresStore('postgres://postgres@127.0.0.1:1/none')).rejects.toThrow();
  });
});
