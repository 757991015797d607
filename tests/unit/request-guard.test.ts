import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  configuredHeaders,
  isWellEncoded,
  refusal,
  refusalHeaders,
} from '../../scripts/request-guard.mjs';
import { hostileRequests } from '../hostile/requests';

const dir = mkdtempSync(path.join(tmpdir(), 'request-guard-'));
const publicDir = path.join(dir, 'public');
mkdirSync(path.join(publicDir, 'images'), { recursive: true });
writeFileSync(path.join(publicDir, 'images', 'x.png'), 'png');
writeFileSync(path.join(publicDir, 'robots.txt'), 'txt');
const roots: [string, string][] = [['/', publicDir]];

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('refuses every request of the hostile table as the site answers it', () => {
  for (const { method, path: target, status, allow } of hostileRequests) {
    const verdict = refusal(method, target, roots);
    expect({ method, target, status: verdict?.status }).toEqual({ method, target, status });
    if (allow) expect(verdict?.allow).toBe(allow);
  }
});

it('lets through what the site serves', () => {
  for (const [method, target] of [
    ['GET', '/'],
    ['HEAD', '/about'],
    ['GET', '/careers/java-developer-12?utm_source=x%20y'],
    ['GET', '/og/careers/java-developer-12'],
    ['POST', '/api/enquiries'],
    ['OPTIONS', '/api/jobs'],
    ['DELETE', '/api/enquiries'],
    ['GET', '/_next/image?url=%2Fimages%2Fx.png&w=640&q=75'],
    ['GET', '/_next/image?url=https%3A%2F%2Fadmin.example.com%2Fa.png&w=640&q=75'],
    ['GET', '/_next/image?url=%2Fapi%2Fmedia%2Foffice.webp&w=640&q=75'],
    ['GET', '/careers/caf%C3%A9'],
    ['GET', 'http://www.example.com/about'],
    ['POST', '/cms-api/users/login'],
    ['PATCH', '/cms-api/pages/1'],
    ['POST', '/admin/collections/pages/1'],
  ] as [string, string][])
    expect({ method, target, verdict: refusal(method, target, roots) }).toEqual({
      method,
      target,
      verdict: null,
    });
});

it("lets only the editor's pages take a POST (Payload's server functions)", () => {
  expect(refusal('POST', '/about', roots)?.status).toBe(405);
  expect(refusal('POST', '/administrator', roots)?.status).toBe(405);
  expect(refusal('PUT', '/admin', roots)?.status).toBe(405);
  expect(refusal('POST', '/admin', roots)).toBeNull();
});

it('refuses a request target that is no path', () => {
  expect(refusal('GET', '*', roots)?.status).toBe(400);
  expect(refusal('GET', 'http://www.example.com/%ff', roots)?.status).toBe(400);
  expect(refusal('POST', 'https://www.example.com/about', roots)?.status).toBe(405);
});

it('tells well-formed percent-encoding from malformed', () => {
  expect(isWellEncoded('/caf%C3%A9')).toBe(true);
  for (const bad of ['/%', '/%f', '/%ff', '/%c0%ae', '/%ed%a0%80'])
    expect(isWellEncoded(bad)).toBe(false);
});

it("gives a refusal the build's headers for its path and its own where the build has none", () => {
  writeFileSync(
    path.join(dir, 'routes-manifest.json'),
    JSON.stringify({
      headers: [
        { regex: '^/(.*)$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
        {
          regex: '^/((?!_next/static/).*)$',
          headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }],
        },
      ],
    }),
  );
  const headersFor = configuredHeaders(dir);
  const page = new Map(refusalHeaders(headersFor('/about'), 'GET, HEAD'));
  expect(page.get('Content-Security-Policy')).toBe("default-src 'self'");
  expect(page.get('X-Content-Type-Options')).toBe('nosniff');
  expect(page.get('Allow')).toBe('GET, HEAD');
  expect(page.get('Cache-Control')).toBe('no-store');
  const chunk = new Map(refusalHeaders(headersFor('/_next/static/chunks/a.js'), undefined));
  expect(chunk.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(chunk.has('Allow')).toBe(false);
});
