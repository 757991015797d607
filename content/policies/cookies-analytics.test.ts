import { cookiesPolicy } from './cookies';
import { cookiesPolicyFor } from './cookies-analytics';

const analyticsRow = (policy: typeof cookiesPolicy) =>
  policy.sections
    .find((section) => section.anchor === 'cookie-categories')!
    .table!.rows!.find((row) => row.cells?.[0]?.text === 'Analytics / performance')!
    .cells!.map((cell) => cell.text);

it('is the policy as written while no provider is configured', () => {
  expect(cookiesPolicyFor(null, cookiesPolicy)).toBe(cookiesPolicy);
  expect(analyticsRow(cookiesPolicy)[2]).toBe('None at present. Nothing loads until you accept.');
});

it("lists Google Analytics' cookies when GA4 is configured", () => {
  const policy = cookiesPolicyFor({ name: 'ga4', measurementId: 'G-TEST12345' }, cookiesPolicy);
  expect(analyticsRow(policy)[2]).toMatch(
    /^Google Analytics 4, by Google: the cookies _ga and _ga_<id>/,
  );
  expect(JSON.stringify(policy)).not.toMatch(/sets no third-party analytics/);
});

it('names a self-hosted Plausible and says it sets no cookies', () => {
  const policy = cookiesPolicyFor(
    { name: 'plausible', domain: 'example.com', src: 'https://stats.example.com/js/script.js' },
    cookiesPolicy,
  );
  expect(analyticsRow(policy)[2]).toMatch(
    /^Plausible Analytics \(script from https:\/\/stats\.example\.com\): no cookies/,
  );
});
