// /api/health/ready checks the store the site uses, with a short timeout: 200 with PostgreSQL
// up, 503 (quickly) when it is unreachable.
import { createPostgresStore } from '@/lib/backend/store/postgres';
import { freshDatabase } from '@/tests/postgres/fresh-database';
import { loadWithEnv } from './fixtures/load-with-env';

type Handler = (request: Request) => Promise<Response>;

const readyRoute = (databaseUrl: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loadWithEnv(() => (require('@/app/api/health/ready/route') as { GET: Handler }).GET, {
    DATABASE_URL: databaseUrl,
  });
const probe = () => new Request('http://localhost/api/health/ready');

it('answers 200 with the outbox depth when PostgreSQL answers', async () => {
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
  } finally {
    await database.drop();
  }
});

it('answers 503 within the check timeout when PostgreSQL is unreachable', async () => {
  // 192.0.2.1 (TEST-NET-1) never answers: the connection hangs rather than being refused.
  const GET = readyRoute('postgres://postgres@192.0.2.1:5432/site');
  const started = performance.now();
  const response = await GET(probe());
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: 'not-ready', store: 'unavailable' });
  expect(performance.now() - started).toBeLessThan(3_000);
});

it('answers 503 when PostgreSQL refuses connections', async () => {
  const response = await readyRoute('postgres://postgres@127.0.0.1:1/site')(probe());
  expect(response.status).toBe(503);
});
