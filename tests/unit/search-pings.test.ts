// Search engines told once per change: the service account's JWT (checked with its public key),
// IndexNow's one batched POST, and two instances on one store recording and sending the same
// changes while a fake Google (token + Indexing API) and a fake IndexNow count what arrives.
import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { configuredEngines } from '@/lib/search-pings/engines';
import { signServiceAccountJwt } from '@/lib/search-pings/google-jwt';
import { recordOpenJobs } from '@/lib/search-pings/record';
import { sendDuePings } from '@/lib/search-pings/send';
import type { SiteStore } from '@/lib/store/store';
import { makeJob } from './fixtures/jobs';
import { freshStoreEachTest, storeAdapters } from './fixtures/stores';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const silent = pino({ level: 'silent' });
const SITE = 'https://www.example.com';

function decode(jwt: string) {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const valid = verify(
    'RSA-SHA256',
    new TextEncoder().encode(`${header}.${payload}`),
    publicKey,
    new Uint8Array(Buffer.from(signature, 'base64url')),
  );
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { valid, header: json(header), claims: json(payload) };
}

describe("the service account's JWT", () => {
  it('is RS256, verifiable with the public key, and claims the indexing scope for one hour', async () => {
    const jwt = await signServiceAccountJwt(privatePem, {
      clientEmail: 'indexer@site.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/indexing',
      audience: 'https://oauth2.example.com/token',
      issuedAt: 1_700_000_000,
    });
    const { valid, header, claims } = decode(jwt);
    expect(valid).toBe(true);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(claims).toEqual({
      iss: 'indexer@site.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/indexing',
      aud: 'https://oauth2.example.com/token',
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
    const tampered = jwt.replace(
      /\.[^.]+\./,
      `.${Buffer.from('{"iss":"x"}').toString('base64url')}.`,
    );
    expect(decode(tampered).valid).toBe(false);
  });
});

type Seen = {
  tokens: number;
  published: { url: string; type: string }[];
  indexNow: { host: string; key: string; keyLocation: string; urlList: string[] }[];
};

/** Fake Google token endpoint and Indexing API, and a fake IndexNow, on one port. */
async function fakeEngines(failures: { indexnow?: number[] } = {}) {
  const seen: Seen = { tokens: 0, published: [], indexNow: [] };
  const indexNowStatuses = [...(failures.indexnow ?? [])];
  let base = '';
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, data: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(data));
      };
      if (request.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const { valid, claims } = decode(assertion);
        if (!valid || claims.aud !== `${base}/token`) return reply(400, { error: 'invalid_grant' });
        seen.tokens += 1;
        return reply(200, { access_token: 'token-1', expires_in: 3600, token_type: 'Bearer' });
      }
      if (request.url === '/v3/urlNotifications:publish') {
        if (request.headers.authorization !== 'Bearer token-1') return reply(401, {});
        seen.published.push(JSON.parse(body));
        return reply(200, { urlNotificationMetadata: {} });
      }
      if (request.url === '/indexnow') {
        const status = indexNowStatuses.shift() ?? 200;
        if (status === 200) seen.indexNow.push(JSON.parse(body));
        return reply(status, {});
      }
      reply(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const engines = configuredEngines({
    siteUrl: SITE,
    googleKey: {
      client_email: 'indexer@site.iam.gserviceaccount.com',
      private_key: privatePem,
      token_uri: `${base}/token`,
    },
    googleEndpoint: `${base}/v3/urlNotifications:publish`,
    indexNowKey: 'a1b2c3d4e5f6',
    indexNowEndpoint: `${base}/indexnow`,
  });
  return { seen, engines, close: () => new Promise((resolve) => server.close(resolve)) };
}

const jobs = [makeJob(1), makeJob(2), makeJob(3)];
const urlOf = (job: { id: string }) => `${SITE}/careers/job-${job.id}`;

describe.each(storeAdapters)('notifications through the %s store', (_name, openStore) => {
  const opened = freshStoreEachTest(openStore);
  let fake: Awaited<ReturnType<typeof fakeEngines>>;
  afterEach(() => fake.close());

  /** One site instance's round: records the list read at `at`, then sends what is due. */
  const round = (store: SiteStore, list: typeof jobs, at: number) =>
    recordOpenJobs(store.jobStates, list, {
      observedAt: at,
      engines: fake.engines.map((engine) => engine.name),
      jobUrl: urlOf,
    }).then(() =>
      sendDuePings({ table: store.searchPings, engines: fake.engines, log: silent, now: () => at }),
    );

  it('tells each engine exactly once per change, however many instances saw it', async () => {
    fake = await fakeEngines();
    const instances = [opened().store, await opened().another(), await opened().another()];
    await Promise.all(instances.map((store) => round(store, jobs, 1_000)));

    expect(fake.seen.published.sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      jobs.map((job) => ({ url: urlOf(job), type: 'URL_UPDATED' })),
    );
    expect(fake.seen.tokens).toBeLessThanOrEqual(instances.length);
    const urlsTold = fake.seen.indexNow.flatMap((post) => post.urlList).sort();
    expect(urlsTold).toEqual(jobs.map(urlOf).sort());
    expect(fake.seen.indexNow[0]).toMatchObject({
      host: 'www.example.com',
      key: 'a1b2c3d4e5f6',
      keyLocation: 'https://www.example.com/a1b2c3d4e5f6.txt',
    });

    // Job 2 closes, job 3 is edited: one URL_DELETED, one URL_UPDATED, one IndexNow POST of both.
    fake.seen.published.length = 0;
    fake.seen.indexNow.length = 0;
    const next = [jobs[0]!, makeJob(3, { title: 'Senior Consultant 3' })];
    await Promise.all(instances.map((store) => round(store, next, 2_000)));
    expect(fake.seen.published.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: urlOf(jobs[1]!), type: 'URL_DELETED' },
      { url: urlOf(jobs[2]!), type: 'URL_UPDATED' },
    ]);
    expect(fake.seen.indexNow).toHaveLength(1);
    expect(fake.seen.indexNow[0]!.urlList.sort()).toEqual([urlOf(jobs[1]!), urlOf(jobs[2]!)]);

    // Nothing changed: nothing sent.
    await Promise.all(instances.map((store) => round(store, next, 3_000)));
    expect(fake.seen.published).toHaveLength(2);
    expect(fake.seen.indexNow).toHaveLength(1);
  });

  it('sends all due URLs to IndexNow in one POST and retries it after an outage', async () => {
    fake = await fakeEngines({ indexnow: [503] });
    const store = opened().store;
    await round(store, jobs, 1_000);
    expect(fake.seen.indexNow).toEqual([]);
    expect(await store.searchPings.counts()).toMatchObject({ pending: 3, sent: 3 });

    // Before the first retry is due: nothing; after it: the same three URLs in one POST.
    await sendDuePings({
      table: store.searchPings,
      engines: fake.engines,
      log: silent,
      now: () => 1_500,
      firstRetryMs: 10_000,
    });
    expect(fake.seen.indexNow).toEqual([]);
    await sendDuePings({
      table: store.searchPings,
      engines: fake.engines,
      log: silent,
      now: () => 100_000,
    });
    expect(fake.seen.indexNow).toHaveLength(1);
    expect(fake.seen.indexNow[0]!.urlList.sort()).toEqual(jobs.map(urlOf).sort());
    expect(await store.searchPings.counts()).toMatchObject({ pending: 0, sent: 6 });
  });

  it('drops a notification the engine refuses as malformed instead of retrying it', async () => {
    fake = await fakeEngines({ indexnow: [422] });
    const store = opened().store;
    await round(store, [jobs[0]!], 1_000);
    expect(await store.searchPings.counts()).toMatchObject({ pending: 0, rejected: 1, sent: 1 });
  });
});

describe('without credentials', () => {
  it('configures no engine, so nothing is queued or sent', () => {
    expect(configuredEngines({ siteUrl: SITE })).toEqual([]);
  });
});
