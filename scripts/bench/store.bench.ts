/**
 * The store's hot operations timed on both databases: an enquiry's way through the outbox
 * (idempotency check, enqueue, lease, close), a rate-limit hit, a vitals beacon and the jobs
 * page's first-seen dates. Run through Jest, which starts the PostgreSQL cluster and compiles
 * the TypeScript (see docs/benchmarks.md):
 *   npx jest --testRegex 'scripts/bench/store\.bench\.ts$' --testPathIgnorePatterns /node_modules/
 * It prints microseconds per operation, the median of five rounds.
 */
import { performance } from 'node:perf_hooks';
import { createPostgresStore } from '@/lib/store/postgres';
import { createSqliteStore } from '@/lib/store/sqlite';
import { storeAdapters } from '@/tests/unit/fixtures/stores';

const ROUND = 200;
/** fsync-bound writes on a loaded machine take milliseconds each: the rounds need minutes. */
const TIMEOUT_MS = 600_000;
const ROUNDS = 5;

async function timed(name: string, operation: (i: number) => Promise<unknown>, count = ROUND) {
  const perOp: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < count; i += 1) await operation(round * count + i);
    perOp.push(((performance.now() - start) * 1000) / count);
  }
  const median = perOp.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  return `${name.padEnd(22)} ${median.toFixed(0).padStart(6)} µs/op`;
}

describe.each(storeAdapters)('store benchmark on %s', (adapter, openStore) => {
  it(
    'times the hot operations',
    async () => {
      const opened = await openStore();
      const { store } = opened;
      const now = Date.now();
      const { env } = opened;
      const reopen = () =>
        'DATA_DIR' in env ? createSqliteStore(env.DATA_DIR) : createPostgresStore(env.DATABASE_URL);
      const limiter = store.limiter({ keyPrefix: 'bench', points: 1e9, duration: 3600 });
      const ids = Array.from({ length: 20 }, (_, n) => `job-${n}`);
      const lines = [
        await timed('open (up to date)', async () => (await reopen()).close(), 20),
        await timed('idempotency check', (i) => store.outbox.byKey(`key-${i}`)),
        await timed('outbox enqueue', (i) =>
          store.outbox.insert(
            {
              id: `id-${i}`,
              kind: 'enquiry',
              idempotency_key: `key-${i}`,
              payload: '{"name":"A visitor"}',
              content_hash: `hash-${i}`,
              created_at: now - 1000,
              in_flight_until: null,
            },
            null,
          ),
        ),
        await timed('outbox lease', () => store.outbox.claim(now, now + 60_000)),
        await timed('outbox close', (i) =>
          store.outbox.close(`id-${i}`, {
            status: 'delivered',
            attempts: 1,
            nextAttemptAt: now,
            lastError: null,
            outcome: '{}',
            at: now,
          }),
        ),
        await timed('rate-limit hit', (i) => limiter.consume(`client-${i % 50}`)),
        await timed('vitals beacon', (i) =>
          store.vitals.add({
            day: '2026-11-26',
            page: '/',
            metric: 'LCP',
            bucket: i % 40,
            target: 'h1',
          }),
        ),
        await timed('first-seen (20 jobs)', () => store.firstSeenDates(ids)),
      ];
      console.log(`${adapter}:\n${lines.join('\n')}`);
      await opened.cleanup();
    },
    TIMEOUT_MS,
  );
});
