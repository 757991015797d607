// A wrong value stops start-up with an error naming the variable (lib/env.ts reads the
// environment once, when it is first imported).
import { loadWithEnv } from './fixtures/load-with-env';

/* eslint-disable @typescript-eslint/no-require-imports */
const loadEnv = (values: Record<string, string>) =>
  loadWithEnv(() => (require('@/lib/env') as typeof import('@/lib/env')).env, values);
/* eslint-enable @typescript-eslint/no-require-imports */

it.each([
  ['DATABASE_URL', 'mysql://user@host/site'],
  ['DATABASE_URL', 'not a url'],
  ['CRON_SECRET', 'short'],
  ['RETENTION_DAYS', '0'],
  ['RETENTION_DAYS', 'thirty'],
  ['RATE_LIMIT_REQUESTS', '30 per minute'],
  ['OUTBOX_ANSWER_WITHIN_MS', '-1'],
  ['VITALS_SAMPLE_RATE', '1.5'],
  ['VITALS_SAMPLE_RATE', 'half'],
  ['RATE_LIMIT_VITALS', '60'],
])('refuses %s=%j, naming the variable', (name, value) => {
  expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment: .*${name}: `));
});

it('reads the new variables, with their defaults', () => {
  expect(loadEnv({ DATABASE_URL: '', CRON_SECRET: '', RETENTION_DAYS: '' })).toMatchObject({
    DATABASE_URL: undefined,
    CRON_SECRET: undefined,
    RETENTION_DAYS: 30,
  });
  const env = loadEnv({
    DATABASE_URL: 'postgres://site:pw@db.example:5432/site',
    CRON_SECRET: 'a-random-secret-of-32-characters',
    RETENTION_DAYS: '90',
  });
  expect(env).toMatchObject({
    DATABASE_URL: 'postgres://site:pw@db.example:5432/site',
    CRON_SECRET: 'a-random-secret-of-32-characters',
    RETENTION_DAYS: 90,
  });
});

it('reads the analytics, alert and tracing variables, with their defaults', () => {
  expect(
    loadEnv({
      GA_MEASUREMENT_ID: '',
      PLAUSIBLE_DOMAIN: '',
      ALERT_WEBHOOK_URL: '',
      ALERT_BACKLOG_MINUTES: '',
    }),
  ).toMatchObject({
    GA_MEASUREMENT_ID: undefined,
    PLAUSIBLE_SRC: 'https://plausible.io/js/script.js',
    ALERT_WEBHOOK_URL: undefined,
    ALERT_BACKLOG_MINUTES: 30,
    ALERT_OUTAGE_MINUTES: 10,
    ALERT_ERROR_BURST: 10,
  });
  expect(() => loadEnv({ GA_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(
    /GA_MEASUREMENT_ID: expected a GA4 measurement id/,
  );
  expect(() =>
    loadEnv({ GA_MEASUREMENT_ID: 'G-TEST12345', PLAUSIBLE_DOMAIN: 'example.com' }),
  ).toThrow(/PLAUSIBLE_DOMAIN: set either GA_MEASUREMENT_ID or PLAUSIBLE_DOMAIN/);
  expect(() => loadEnv({ ALERT_WEBHOOK_URL: 'not a url' })).toThrow(/ALERT_WEBHOOK_URL: /);
});

it('keeps every vitals beacon by default, and the share VITALS_SAMPLE_RATE names', () => {
  expect(loadEnv({ VITALS_SAMPLE_RATE: '' })).toMatchObject({
    VITALS_SAMPLE_RATE: 1,
    RATE_LIMIT_VITALS: { points: 60, seconds: 60 },
  });
  expect(loadEnv({ VITALS_SAMPLE_RATE: '0.1', RATE_LIMIT_VITALS: '20/60' })).toMatchObject({
    VITALS_SAMPLE_RATE: 0.1,
    RATE_LIMIT_VITALS: { points: 20, seconds: 60 },
  });
});
