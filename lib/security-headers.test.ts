import { contentSecurityPolicy, documentHeaders, everyAnswerHeaders } from './security-headers';

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;

it('every answer carries nosniff and a CSP that forbids framing and upgrades insecure requests', () => {
  const headers = everyAnswerHeaders(false, 'https://www.example.com');
  expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
  const csp = header(headers, 'Content-Security-Policy')!;
  expect(csp.split('; ')).toEqual(
    expect.arrayContaining(["frame-ancestors 'none'", 'upgrade-insecure-requests']),
  );
  expect(csp).toBe(contentSecurityPolicy(false, 'https://www.example.com'));
  expect(csp).not.toContain('unsafe-eval');
});

it('upgrades insecure requests only when the site is served over https', () => {
  const directives = (siteUrl: string) => contentSecurityPolicy(false, siteUrl).split('; ');
  expect(directives('https://www.example.com')).toContain('upgrade-insecure-requests');
  // WebKit upgrades even loopback: an http site's own stylesheet would be asked for over https.
  for (const siteUrl of ['http://localhost:3000', 'http://staging.example.internal'])
    expect(directives(siteUrl).join('; ')).not.toContain('upgrade-insecure-requests');
  expect(directives('http://localhost:3000')).toEqual(
    directives('https://www.example.com').filter((part) => part !== 'upgrade-insecure-requests'),
  );
});

it('turns off every powerful feature the site does not use, and keeps the clipboard for itself', () => {
  const policy = header(documentHeaders, 'Permissions-Policy')!.split(', ');
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'display-capture',
    'screen-wake-lock',
    'publickey-credentials-get',
    'browsing-topics',
    'xr-spatial-tracking',
  ])
    expect(policy).toContain(`${feature}=()`);
  expect(policy).toContain('clipboard-write=(self)');
  expect(policy.filter((entry) => !entry.endsWith('=()'))).toEqual(['clipboard-write=(self)']);
});
