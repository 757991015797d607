// Who "a client" is for the rate limits: the last entry of TRUSTED_PROXY_HEADER (what the
// nearest trusted proxy wrote), else the last entry of X-Forwarded-For.
import { loadWithEnv } from './fixtures/load-with-env';

/* eslint-disable @typescript-eslint/no-require-imports */
const clientKeyWith = (trustedHeader: string | undefined) =>
  loadWithEnv(() => (require('@/lib/rate-limit') as typeof import('@/lib/rate-limit')).clientKey, {
    TRUSTED_PROXY_HEADER: trustedHeader,
  });
/* eslint-enable @typescript-eslint/no-require-imports */

const request = (headers: Record<string, string>) =>
  new Request('http://localhost/api/enquiries', { method: 'POST', headers });

it('takes the last entry of the trusted header and ignores a forged X-Forwarded-For', () => {
  const clientKey = clientKeyWith('X-Real-IP');
  expect(
    clientKey(request({ 'x-real-ip': '198.51.100.7', 'x-forwarded-for': '203.0.113.1' })),
  ).toBe('198.51.100.7');
  expect(clientKey(request({ 'x-real-ip': '203.0.113.1, 198.51.100.8' }))).toBe('198.51.100.8');
  expect(clientKey(request({ 'x-forwarded-for': '203.0.113.1' }))).toBe('unknown');
});

it('takes the last entry of X-Forwarded-For without a trusted header', () => {
  const clientKey = clientKeyWith(undefined);
  expect(clientKey(request({ 'x-forwarded-for': '203.0.113.1, 198.51.100.9' }))).toBe(
    '198.51.100.9',
  );
  expect(clientKey(request({ 'x-real-ip': '198.51.100.7' }))).toBe('unknown');
});

it('with the trusted header X-Forwarded-For, its last entry (the one the proxy appended)', () => {
  const clientKey = clientKeyWith('x-forwarded-for');
  expect(clientKey(request({ 'x-forwarded-for': 'forged, 198.51.100.10' }))).toBe('198.51.100.10');
});

// Over real connections: the trusted header counts only on a connection from TRUSTED_PROXIES;
// any other connection is rate-limited by its socket address, whatever it claims to be.
describe('over a real connection', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const limiterWith = (env: Record<string, string | undefined>) =>
    loadWithEnv(
      () => {
        (
          require('@/lib/http/peer-address') as typeof import('@/lib/http/peer-address')
        ).recordPeerAddresses();
        return require('@/lib/rate-limit') as typeof import('@/lib/rate-limit');
      },
      { TRUSTED_PROXY_HEADER: 'x-real-ip', RATE_LIMIT_REQUESTS: '3/60', ...env },
    );
  /* eslint-enable @typescript-eslint/no-require-imports */

  /** A server answering 200, or 429 once the client (as clientKey sees it) has used its 3 requests. */
  async function serve(limiter: ReturnType<typeof limiterWith>) {
    const { createServer } = await import('node:http');
    const server = createServer(async (incoming, outgoing) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value);
      const request = new Request(`http://127.0.0.1${incoming.url}`, { headers });
      const wait = await limiter.consumeRequest(request);
      outgoing.writeHead(wait === null ? 200 : 429, { 'x-client': limiter.clientKey(request) });
      outgoing.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const send = async (forged: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/enquiries`, {
        headers: { 'x-real-ip': forged, 'x-forwarded-for': forged },
      });
      return { status: response.status, client: response.headers.get('x-client') };
    };
    return { send, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('ignores forged headers from a connection that is not a trusted proxy', async () => {
    const { send, close } = await serve(limiterWith({ TRUSTED_PROXIES: '10.0.0.1' }));
    try {
      const answers = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])
        answers.push(await send(forged));
      expect(answers.map((answer) => answer.client)).toEqual(Array(4).fill('127.0.0.1'));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    } finally {
      await close();
    }
  });

  it('believes the header from a trusted proxy (loopback by default)', async () => {
    const { send, close } = await serve(limiterWith({ TRUSTED_PROXIES: undefined }));
    try {
      const clients = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
      const answers = [];
      for (const client of clients) answers.push(await send(client));
      expect(answers.map((answer) => answer.client)).toEqual(clients);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      for (let index = 0; index < 3; index++) await send('203.0.113.9');
      expect(await send('203.0.113.9')).toEqual({ status: 429, client: '203.0.113.9' });
    } finally {
      await close();
    }
  });
});
