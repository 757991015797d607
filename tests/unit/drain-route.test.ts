// GET /api/outbox/drain: 401 without `Authorization: Bearer $CRON_SECRET` (and always when
// CRON_SECRET is unset); with it, due submissions in the shared PostgreSQL store are delivered.
// @ts-expect-error plain ESM test helper without types
import { start } from '@/tests/fake-admin-api/server.mjs';
import { createPostgresStore } from '@/lib/store/postgres';
import { drainAnswerSchema } from '@/lib/shared/http/answers';
import { freshDatabase } from '@/tests/postgres/fresh-database';
import { loadWithEnv } from './fixtures/load-with-env';
import { validEnquiry } from './fixtures/enquiry';

type Handler = (request: Request) => Promise<Response>;
type Fake = {
  url: string;
  state: { requests: { method: string; headers: Record<string, string> }[] };
  close(): Promise<void>;
};

const SECRET = 'drain-secret-for-the-unit-test';
const enquiry = validEnquiry;

let fake: Fake;
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  fake = await start({ port: 0 });
  database = await freshDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});

const drainRoute = (secret: string | undefined) =>
  loadWithEnv(
    /* eslint-disable-next-line @typescript-eslint/no-require-imports */
    () => (require('@/app/api/outbox/drain/route') as { GET: Handler }).GET,
    { DATABASE_URL: database.url, ADMIN_API_URL: `${fake.url}/admin/api`, CRON_SECRET: secret },
  );
const call = (GET: Handler, authorization?: string) =>
  GET(
    new Request('http://localhost/api/outbox/drain', {
      headers: authorization ? { authorization } : {},
    }),
  );

it('answers 401 without the secret, with a wrong one, and whenever CRON_SECRET is unset', async () => {
  const GET = drainRoute(SECRET);
  const refused = await call(GET);
  expect(refused.status).toBe(401);
  expect(drainAnswerSchema.parse(await refused.json())).toMatchObject({ success: false });
  expect((await call(GET, `Bearer ${SECRET}x`)).status).toBe(401);
  expect((await call(GET, SECRET)).status).toBe(401);
  const unset = drainRoute(undefined);
  expect((await call(unset, 'Bearer ')).status).toBe(401);
  expect((await call(unset, 'Bearer undefined')).status).toBe(401);
});

it('delivers due submissions with the secret, once', async () => {
  const store = await createPostgresStore(database.url);
  const due = Date.now() - 1_000;
  await store.outbox.insert(
    {
      id: 'drain-record',
      kind: 'enquiry',
      idempotency_key: 'drain-key-1',
      payload: JSON.stringify(enquiry),
      content_hash: 'h',
      created_at: due,
      in_flight_until: null,
    },
    null,
  );
  const GET = drainRoute(SECRET);
  const first = await call(GET, `Bearer ${SECRET}`);
  expect(first.status).toBe(200);
  expect(drainAnswerSchema.parse(await first.json())).toEqual({
    success: true,
    tried: 1,
    purged: 0,
  });
  expect(await (await call(GET, `Bearer ${SECRET}`)).json()).toEqual({
    success: true,
    tried: 0,
    purged: 0,
  });
  expect(await store.outbox.byKey('drain-key-1')).toMatchObject({
    status: 'delivered',
    attempts: 1,
  });
  expect(
    fake.state.requests.filter((request) => request.headers['idempotency-key'] === 'drain-key-1'),
  ).toHaveLength(1);
  await store.close();
});

it('tries a held submission not tried for 15 minutes, however long its backoff, and accepts the previous secret', async () => {
  const store = await createPostgresStore(database.url);
  const now = Date.now();
  const row = (key: string, lastTriedMinutesAgo: number) => ({
    id: `record-${key}`,
    kind: 'enquiry' as const,
    idempotency_key: key,
    payload: JSON.stringify(enquiry),
    content_hash: 'h',
    created_at: now - lastTriedMinutesAgo * 60_000,
    in_flight_until: null,
  });
  // Both failed during an outage and wait 6 hours; one was last tried 20 minutes ago, one 5.
  for (const [key, minutes] of [
    ['held-long-1', 20],
    ['held-recent-1', 5],
  ] as const) {
    await store.outbox.insert(row(key, minutes), null);
    await store.outbox.close(`record-${key}`, {
      status: 'pending',
      attempts: 4,
      nextAttemptAt: now + 6 * 60 * 60_000,
      lastError: 'admin API unreachable',
      outcome: JSON.stringify({ status: 202, body: { success: true, queued: true } }),
      at: now - minutes * 60_000,
    });
  }
  const GET = loadWithEnv(
    /* eslint-disable-next-line @typescript-eslint/no-require-imports */
    () => (require('@/app/api/outbox/drain/route') as { GET: Handler }).GET,
    {
      DATABASE_URL: database.url,
      ADMIN_API_URL: `${fake.url}/admin/api`,
      CRON_SECRET: 'the-new-secret-after-rotation',
      CRON_SECRET_PREVIOUS: SECRET,
    },
  );
  const answer = await call(GET, `Bearer ${SECRET}`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true, tried: 1 });
  expect(await store.outbox.byKey('held-long-1')).toMatchObject({ status: 'delivered' });
  expect(await store.outbox.byKey('held-recent-1')).toMatchObject({ status: 'pending' });
  await store.close();
});
