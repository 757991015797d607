import { contentSecurityPolicy, documentHeaders, everyAnswerHeaders } from './security-headers';

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;

it('every answer carries nosniff and a CSP that forbids framing and upgrades insecure requests', () => {
  const headers = everyAnswerHeaders(false);
  expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
  const csp = header(headers, 'Content-Security-Policy')!;
  expect(csp.split('; ')).toEqual(
    expect.arrayContaining(["frame-ancestors 'none'", 'upgrade-insecure-requests']),
  );
  expect(csp).toBe(contentSecurityPolicy(false));
  expect(csp).not.toContain('unsafe-eval');
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
