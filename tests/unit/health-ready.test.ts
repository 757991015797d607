// /api/health/ready checks the store the site uses, with a short timeout: 200 with PostgreSQL
// up, 503 (quickly) when it is unreachable. The store kind and outbox depth only with the
// CRON_SECRET bearer (or the previous secret during a rotation).
import { createPostgresStore } from '@/lib/store/postgres';
import { freshDatabase } from '@/tests/postgres/fresh-database';
import { loadWithEnv } from './fixtures/load-with-env';
import { itWithPostgres } from './fixtures/services';

type Handler = (request: Request) => Promise<Response>;

const SECRET = 'health-secret-for-the-unit-test';
const PREVIOUS = 'the-secret-before-the-rotation';
const readyRoute = (databaseUrl: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loadWithEnv(() => (require('@/app/api/health/ready/route') as { GET: Handler }).GET, {
    DATABASE_URL: databaseUrl,
    CRON_SECRET: SECRET,
    CRON_SECRET_PREVIOUS: PREVIOUS,
  });
const probe = (secret: string | null = SECRET) =>
  new Request('http://localhost/api/health/ready', {
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });

itWithPostgres(
  'answers 200, with the outbox depth for the secret only, when PostgreSQL answers',
  async () => {
    const database = await freshDatabase();
    // Migrated beforehand, as the server's start-up does (instrumentation.ts).
    await (await createPostgresStore(database.url)).close();
    try {
      const response = await readyRoute(database.url)(probe());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ready',
        store: 'postgres',
        outbox: { pending: 0, delivered: 0, rejected: 0, dead: 0 },
      });
      // The public learns only that the site is ready; the previous secret still counts.
      const GET = readyRoute(database.url);
      for (const secret of [null, 'a-wrong-secret-of-some-length']) {
        const answer = await GET(probe(secret));
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ status: 'ready' });
      }
      expect(await (await GET(probe(PREVIOUS))).json()).toMatchObject({ store: 'postgres' });
    } finally {
      await database.drop();
    }
  },
);

it('answers 503 within the check timeout when PostgreSQL is unreachable', async () => {
  // 192.0.2.1 (TEST-NET-1) never answers: the connection hangs rather than being refused.
  const GET = readyRoute('postgres://postgres@192.0.2.1:5432/site');
  const started = performance.now();
  const response = await GET(probe());
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: 'not-ready', store: 'unavailable' });
  expect(performance.now() - started).toBeLessThan(3_000);
  expect(await (await GET(probe(null))).json()).toEqual({ status: 'not-ready' });
});

it('answers 503 when PostgreSQL refuses connections', async () => {
  const response = await readyRoute('postgres://postgres@127.0.0.1:1/site')(probe());
  expect(response.status).toBe(503);
});
