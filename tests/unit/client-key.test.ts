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
