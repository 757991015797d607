// deploy/nginx.conf as deployed (filled like compose.yaml's front, a throwaway certificate), run
// by the real nginx in front of a stand-in upstream: HTTP only redirects, HTTPS speaks TLS 1.2 and
// 1.3 only and proxies with the client's address and scheme, and HSTS is left to the site.
// Needs Debian's nginx-light (.ci/run installs it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { freePort } from '../support/free-port.mjs';
import { fill } from '../support/nginx.mjs';
import { startServer } from '../support/processes.mjs';

const NGINX = '/usr/sbin/nginx';

/** Echoes what nginx forwarded, as JSON. */
const upstream = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      url: request.url,
      proto: request.headers['x-forwarded-proto'],
      realIp: request.headers['x-real-ip'],
    }),
  );
});

const dir = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
let ports = { http: 0, https: 0 };
let stopNginx: () => Promise<unknown> = async () => undefined;

/** An HTTPS request to the front, trusting the throwaway certificate, limited to the given TLS versions. */
function httpsGet(
  pathname: string,
  tlsVersions: Pick<tls.ConnectionOptions, 'minVersion' | 'maxVersion' | 'ciphers'> = {},
) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
    protocol: string | null;
  }>((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: ports.https,
      path: pathname,
      servername: 'localhost',
      ca: readFileSync(path.join(dir, 'cert.pem')),
      agent: false,
      ...tlsVersions,
    };
    const request = https.get(options, (response) => {
      const protocol = (response.socket as tls.TLSSocket).getProtocol();
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body, protocol }),
      );
    });
    request.on('error', reject);
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
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  mkdirSync(path.join(dir, 'static'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamAddress = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  ports = { http: await freePort(), https: await freePort() };
  const config = fill(readFileSync('deploy/nginx.conf', 'utf8'), {
    LISTEN_PORT: String(ports.http),
    TLS_PORT: String(ports.https),
    TLS_CERTIFICATE: path.join(dir, 'cert.pem'),
    TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem'),
    NEXT_UPSTREAM: upstreamAddress,
    NEXT_UPSTREAM_2: upstreamAddress,
    NEXT_STATIC_DIR: path.join(dir, 'static'),
    CACHE_DIR: dir,
  });
  expect(config).not.toMatch(/\$\{[A-Z0-9_]+\}/);
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  execFileSync(NGINX, ['-t', '-q', '-c', path.join(dir, 'nginx.conf')]);
  stopNginx = await startServer(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    readyUrl: `http://127.0.0.1:${ports.http}/`,
  });
}, 30_000);

afterAll(async () => {
  await stopNginx();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('sends plain HTTP to the same address over HTTPS', async () => {
  // node:http, not fetch, which always sends the Host of the URL.
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(
        {
          host: '127.0.0.1',
          port: ports.http,
          path: '/careers?q=java',
          headers: { host: 'www.example.com' },
        },
        resolve,
      )
      .on('error', reject),
  );
  response.resume();
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe('https://www.example.com/careers?q=java');
});

it('proxies HTTPS to the site with the client address and scheme, and adds no HSTS of its own', async () => {
  const response = await httpsGet('/api/health');
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body)).toEqual({
    url: '/api/health',
    proto: 'https',
    realIp: '127.0.0.1',
  });
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

it('speaks TLS 1.3 and 1.2', async () => {
  expect((await httpsGet('/api/x', { minVersion: 'TLSv1.3' })).protocol).toBe('TLSv1.3');
  expect((await httpsGet('/api/x', { maxVersion: 'TLSv1.2' })).protocol).toBe('TLSv1.2');
});

it('refuses TLS 1.1 and 1.0', async () => {
  // SECLEVEL=0 lets this client offer the old versions; the refusal is the server's.
  for (const version of ['TLSv1.1', 'TLSv1'] as const) {
    await expect(
      httpsGet('/api/x', {
        minVersion: version,
        maxVersion: version,
        ciphers: 'DEFAULT@SECLEVEL=0',
      }),
    ).rejects.toThrow(/alert protocol version|unsupported protocol/i);
  }
});
