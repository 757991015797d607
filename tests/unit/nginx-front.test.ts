// deploy/nginx.conf as deployed (filled like compose.yaml's front, a throwaway certificate), run
// by the real nginx in front of a stand-in site: the request guard of `npm start`
// (scripts/request-guard.mjs) before an echo of what nginx forwarded, and a chunk of the build
// only the site has. HTTP answers ACME challenges and redirects to the configured name only,
// unknown host names get no answer, HTTPS speaks TLS 1.2 and 1.3 only and proxies with the
// client's address and scheme, expensive answers are limited per client, and every refusal
// carries the security headers. Needs Debian's nginx-light (.ci/run installs it).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { freePort } from '../support/free-port.mjs';
import { fill, forInstalledNginx } from '../support/nginx.mjs';
import { startServer } from '../support/processes.mjs';
import { guarded, refuseConnect } from '../../scripts/request-guard.mjs';
import { rawRequest, type RawRequestOptions } from '../hostile/raw-request';
import { connectRequest, hostileRequests } from '../hostile/requests';

const NGINX = '/usr/sbin/nginx';
const SERVER_NAME = 'localhost';
const SITE_ONLY_CHUNK = '/_next/static/chunks/site-only-1a2b3c.js';
const FRONT_CHUNK = '/_next/static/chunks/front-4d5e6f.js';
const ACME_TOKEN = 'Yx3-fake_token';

const dir = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
// nginx's workers (an unprivileged user when the test runs as root) read files and the page cache here.
chmodSync(dir, 0o755);
mkdirSync(path.join(dir, 'public/images'), { recursive: true });

/** Social card requests that reached the site, by path. */
const cardsAsked = new Map<string, number>();

/**
 * The site: the chunk of its own build; a social card (a 429 as the site answers a client past
 * its drawings, for /og/past-limit); else an echo of what nginx forwarded, as JSON.
 */
function site(request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.url?.startsWith('/og/')) {
    cardsAsked.set(request.url, (cardsAsked.get(request.url) ?? 0) + 1);
    if (request.url === '/og/past-limit') {
      response.writeHead(429, { 'retry-after': '42', 'cache-control': 'no-store' });
      response.end('Too many images asked for. Please wait.\n');
      return;
    }
  }
  if (request.url === SITE_ONLY_CHUNK) {
    response.setHeader('content-type', 'application/javascript');
    response.setHeader('x-content-type-options', 'nosniff');
    response.end('self.siteOnly = true;');
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.setHeader('x-content-type-options', 'nosniff');
  // As Next answers a page in draft mode, and as a page that would set a cookie.
  if (request.url?.startsWith('/private')) response.setHeader('cache-control', 'private, no-store');
  if (request.url?.startsWith('/no-store')) response.setHeader('cache-control', 'no-store');
  if (request.url?.startsWith('/sets-cookie')) response.setHeader('set-cookie', 'seen=1; Path=/');
  response.end(
    JSON.stringify({
      url: request.url,
      proto: request.headers['x-forwarded-proto'],
      realIp: request.headers['x-real-ip'],
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    }),
  );
}
const upstream = http
  .createServer(
    guarded(site, { headersFor: () => [], imageRoots: [['/', path.join(dir, 'public')]] }),
  )
  .on('connect', refuseConnect);

let ports = { http: 0, https: 0 };
let stopNginx: () => Promise<unknown> = async () => undefined;

/** Over TLS to the front as a browser of the site would: its name in SNI and in Host. */
const toSite = (options: Omit<RawRequestOptions, 'port' | 'tls'>) =>
  rawRequest({
    port: ports.https,
    tls: { ca: readFileSync(path.join(dir, 'cert.pem')), servername: SERVER_NAME },
    ...options,
    headers: { host: SERVER_NAME, ...options.headers },
  });

/** An HTTPS request to the front, trusting the throwaway certificate, limited to the given TLS versions. */
function tlsProtocol(
  tlsVersions: Pick<tls.ConnectionOptions, 'minVersion' | 'maxVersion' | 'ciphers'>,
) {
  return new Promise<string | null>((resolve, reject) => {
    https
      .get(
        {
          host: '127.0.0.1',
          port: ports.https,
          path: '/api/x',
          servername: SERVER_NAME,
          headers: { host: SERVER_NAME },
          ca: readFileSync(path.join(dir, 'cert.pem')),
          agent: false,
          ...tlsVersions,
        },
        (response) => {
          resolve((response.socket as tls.TLSSocket).getProtocol());
          response.resume();
        },
      )
      .on('error', reject);
  });
}

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SERVER_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SERVER_NAME}`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'static', FRONT_CHUNK.replace('/_next/static/', '')), 'self.a=1;');
  // The owner's allow-list beside the configuration: one more address may reach the editor.
  mkdirSync(path.join(dir, 'editor-allow'));
  writeFileSync(path.join(dir, 'editor-allow/office.conf'), 'allow 127.0.0.6;\n');
  mkdirSync(path.join(dir, 'acme/.well-known/acme-challenge'), { recursive: true });
  writeFileSync(
    path.join(dir, 'acme/.well-known/acme-challenge', ACME_TOKEN),
    `${ACME_TOKEN}.thumbprint`,
  );
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamAddress = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  ports = { http: await freePort(), https: await freePort() };
  const config = fill(
    forInstalledNginx(readFileSync('deploy/nginx.conf', 'utf8')).replace(
      // The test's nginx writes to a socket, which /dev/stdout cannot open; the error log still goes to stderr.
      'access_log /dev/stdout;',
      'access_log off;',
    ),
    {
      LISTEN_PORT: String(ports.http),
      TLS_PORT: String(ports.https),
      SERVER_NAME,
      TLS_CERTIFICATE: path.join(dir, 'cert.pem'),
      TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem'),
      DNS_RESOLVER: '127.0.0.1',
      ACME_ROOT: path.join(dir, 'acme'),
      NEXT_UPSTREAM: upstreamAddress,
      NEXT_UPSTREAM_2: upstreamAddress,
      NEXT_STATIC_DIR: path.join(dir, 'static'),
      CACHE_DIR: dir,
    },
  );
  expect(config).not.toMatch(/\$\{[A-Z0-9_]+\}/);
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  // Its access log is its standard output: /dev/null here, as for the server below.
  execFileSync(NGINX, ['-t', '-q', '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  stopNginx = await startServer(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    readyUrl: `http://${SERVER_NAME}:${ports.http}/.well-known/acme-challenge/${ACME_TOKEN}`,
  });
}, 30_000);

afterAll(async () => {
  await stopNginx();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('plain HTTP', () => {
  it('sends the site to the same address over HTTPS, at its configured name', async () => {
    const response = await rawRequest({
      port: ports.http,
      path: '/careers?q=java',
      headers: { host: `${SERVER_NAME}:${ports.http}` },
    });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`https://${SERVER_NAME}/careers?q=java`);
  });

  it('answers an ACME HTTP-01 challenge from its folder, before any redirect', async () => {
    const token = await rawRequest({
      port: ports.http,
      path: `/.well-known/acme-challenge/${ACME_TOKEN}`,
      headers: { host: SERVER_NAME },
    });
    expect(token.status).toBe(200);
    expect(token.body).toBe(`${ACME_TOKEN}.thumbprint`);
    const missing = await rawRequest({
      port: ports.http,
      path: '/.well-known/acme-challenge/unknown',
      headers: { host: SERVER_NAME },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes the connection for a host name that is not the site, redirecting nowhere', async () => {
    for (const host of ['evil.example', '127.0.0.1'])
      await expect(
        rawRequest({ port: ports.http, path: '/careers', headers: { host } }),
      ).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('HTTPS', () => {
  it('proxies to the site with the client address and scheme, and adds no HSTS of its own', async () => {
    const response = await toSite({ path: '/api/health' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      url: '/api/health',
      proto: 'https',
      realIp: '127.0.0.1',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps the site's headers as they are, also from its page cache", async () => {
    const first = await toSite({ path: '/about' });
    const cached = await toSite({ path: '/about' });
    expect(cached.headers['x-cache']).toBe('HIT');
    for (const response of [first, cached]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it.each([
    'payload-token=a.b.c',
    '__prerender_bypass=0123abcd',
    'theme=dark; payload-token=a.b.c',
    'theme=dark;__prerender_bypass=0123abcd; other=1',
  ])('never serves from its cache nor stores an answer for a request with %s', async (cookie) => {
    const page = `/editor-page-${Math.random().toString(36).slice(2)}`;
    const editor = [await toSite({ path: page, headers: { cookie } })];
    editor.push(await toSite({ path: page, headers: { cookie } }));
    for (const response of editor) {
      expect(response.headers['x-cache']).toBe('BYPASS');
      expect(JSON.parse(response.body).cookie).toBe(cookie);
    }
    // The visitor after the editor gets an answer made for them, not the editor's.
    const visitor = await toSite({ path: page });
    expect(visitor.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(visitor.body).cookie).toBeUndefined();
    const cached = await toSite({ path: page, headers: { cookie } });
    expect(cached.headers['x-cache']).toBe('BYPASS');
  });

  it('stores no answer that is private, no-store or sets a cookie', async () => {
    for (const page of ['/private-page', '/no-store-page', '/sets-cookie-page']) {
      const answers = [await toSite({ path: page }), await toSite({ path: page })];
      expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'MISS']);
    }
  });

  it('answers no request for another name, whatever the TLS name', async () => {
    await expect(
      rawRequest({
        port: ports.https,
        path: '/',
        headers: { host: 'evil.example' },
        tls: {
          ca: readFileSync(path.join(dir, 'cert.pem')),
          servername: 'evil.example',
          checkServerIdentity: () => undefined,
        },
      }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(toSite({ path: '/', headers: { host: 'evil.example' } })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  });

  it('speaks TLS 1.3 and 1.2', async () => {
    expect(await tlsProtocol({ minVersion: 'TLSv1.3' })).toBe('TLSv1.3');
    expect(await tlsProtocol({ maxVersion: 'TLSv1.2' })).toBe('TLSv1.2');
  });

  it('refuses TLS 1.1 and 1.0', async () => {
    // SECLEVEL=0 lets this client offer the old versions; the refusal is the server's.
    for (const version of ['TLSv1.1', 'TLSv1'] as const) {
      await expect(
        tlsProtocol({ minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0' }),
      ).rejects.toThrow(/alert protocol version|unsupported protocol/i);
    }
  });

  it('serves chunks from its copy, and asks the site for a chunk only the site has', async () => {
    const own = await toSite({ path: FRONT_CHUNK });
    expect(own.status).toBe(200);
    expect(own.body).toBe('self.a=1;');
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const siteOnly = await toSite({ path: SITE_ONLY_CHUNK });
    expect(siteOnly.status).toBe(200);
    expect(siteOnly.body).toBe('self.siteOnly = true;');
    expect(siteOnly.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the editor', () => {
  // nginx decodes the path before it matches (`/cms%2Dapi`), and matches either case.
  it.each([
    '/admin',
    '/admin/collections/users',
    '/cms-api/users/me',
    '/cms%2Dapi/users/me',
    '/ADMIN',
    '/Cms-Api/users/me',
  ])(
    '%s only from the host itself or an address of the allow-list, never from the page cache',
    async (target) => {
      const allowed = [await toSite({ path: target }), await toSite({ path: target })];
      for (const response of allowed) {
        expect(response.status).toBe(200);
        expect(JSON.parse(response.body).url).toBe(target);
        expect(response.headers['x-cache']).toBeUndefined();
      }
      const listed = await toSite({ path: target, localAddress: '127.0.0.6' });
      expect(listed.status).toBe(200);
      const other = await toSite({ path: target, localAddress: '127.0.0.5' });
      expect(other.status).toBe(403);
      expect(other.body).not.toContain(target);
      expect(other.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    },
  );

  it('keeps the public pages open to every address', async () => {
    expect((await toSite({ path: '/administration', localAddress: '127.0.0.5' })).status).toBe(200);
  });
});

describe('hostile requests through the front', () => {
  it.each(
    [...hostileRequests, connectRequest].map(
      (request) => [`${request.method} ${request.path}`, request] as const,
    ),
  )('%s', async (_name, { method, path: target, headers, status, allow, frontStatus }) => {
    const response = await toSite({ method, path: target, headers });
    expect(response.status).toBe(frontStatus ?? status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    if (allow) expect(response.headers.allow).toBe(allow);
  });
});

describe('expensive answers', () => {
  /** A burst of `count` requests at once from one client: the statuses, and one 429's headers. */
  async function burst(target: string, count: number, localAddress: string) {
    const answers = await Promise.all(
      Array.from({ length: count }, () => toSite({ path: target, localAddress })),
    );
    return {
      statuses: new Set(answers.map((answer) => answer.status)),
      limited: answers.find((answer) => answer.status === 429),
    };
  }

  it('limits the job search per client: a burst gets 429 with Retry-After, another client is served', async () => {
    const target = '/api/jobs?q=java';
    const { statuses, limited } = await burst(target, 40, '127.0.0.3');
    expect([...statuses].sort()).toEqual([200, 429]);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited!.headers['x-content-type-options']).toBe('nosniff');
    expect(limited!.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect((await toSite({ path: target, localAddress: '127.0.0.4' })).status).toBe(200);
  });

  it("serves a crawler's burst of a kept social card from its cache, and passes on the site's 429 for drawings unkept", async () => {
    const { statuses } = await burst('/og/about', 40, '127.0.0.5');
    expect([...statuses]).toEqual([200]);
    expect(cardsAsked.get('/og/about')).toBe(1);

    const limited = [
      await toSite({ path: '/og/past-limit', localAddress: '127.0.0.5' }),
      await toSite({ path: '/og/past-limit', localAddress: '127.0.0.5' }),
    ];
    for (const answer of limited) {
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toBe('42');
    }
    expect(cardsAsked.get('/og/past-limit')).toBe(2);
  });
});
