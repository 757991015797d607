// The cheap per-client limit runs before a form route reads the body: once a client has used
// RATE_LIMIT_REQUESTS, even an oversized or broken body is answered 429 unread.
import { setUpFormRoutes } from './fixtures/form-routes';

process.env.RATE_LIMIT_REQUESTS = '3/60';
const routes = setUpFormRoutes({ enquiries: '100/600', applications: '100/3600' });

const SITE = 'http://localhost:3000';
const from = (client: string) => ({
  origin: SITE,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': client,
});

/** A body that fails the test if anything reads it. */
function unreadableBody() {
  return new ReadableStream({
    pull() {
      throw new Error('the body was read');
    },
  });
}

it.each([
  ['enquiries', 'application/json'],
  ['applications', 'multipart/form-data; boundary=x'],
] as const)(
  'answers 429 on %s before reading the body once a client has used its requests',
  async (route, contentType) => {
    const client = `192.0.2.${route.length}`;
    const send = (body: BodyInit) =>
      routes[route](
        new Request(`${SITE}/api/${route}`, {
          method: 'POST',
          body,
          headers: { ...from(client), 'content-type': contentType },
          duplex: 'half',
        } as RequestInit),
      );
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send('{broken')).status);
    expect(statuses.every((status) => status === 400 || status === 422)).toBe(true);
    const limited = await send(unreadableBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    const other = await routes[route](
      new Request(`${SITE}/api/${route}`, {
        method: 'POST',
        body: '{broken',
        headers: { ...from('192.0.2.99'), 'content-type': contentType },
      }),
    );
    expect(other.status).not.toBe(429);
  },
);
