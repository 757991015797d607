import { alertText, firing, webhookPayload, type Observations } from './rules';

const limits = { backlogMinutes: 30, outageMinutes: 10, errorBurst: 10 };
const MINUTE = 60_000;
const now = 100 * MINUTE;
const calm: Observations = {
  dead: 0,
  oldestPendingAt: null,
  adminFailingSince: null,
  recentErrors: 0,
};

it('fires nothing while all is well', () => {
  expect(firing(calm, limits, now)).toEqual({
    dead_letter: false,
    backlog: false,
    outage: false,
    error_burst: false,
  });
});

it('fires for a dead letter as long as one is kept', () => {
  expect(firing({ ...calm, dead: 1 }, limits, now).dead_letter).toBe(true);
});

it('fires for a backlog once the oldest pending record has waited the threshold', () => {
  expect(firing({ ...calm, oldestPendingAt: now - 29 * MINUTE }, limits, now).backlog).toBe(false);
  expect(firing({ ...calm, oldestPendingAt: now - 30 * MINUTE }, limits, now).backlog).toBe(true);
});

it('fires for an outage once every call has failed for the threshold', () => {
  expect(firing({ ...calm, adminFailingSince: now - 9 * MINUTE }, limits, now).outage).toBe(false);
  expect(firing({ ...calm, adminFailingSince: now - 10 * MINUTE }, limits, now).outage).toBe(true);
});

it('fires for an error burst only above the threshold', () => {
  expect(firing({ ...calm, recentErrors: 10 }, limits, now).error_burst).toBe(false);
  expect(firing({ ...calm, recentErrors: 11 }, limits, now).error_burst).toBe(true);
});

it('says what is wrong and how long it has lasted', () => {
  expect(
    alertText('backlog', { ...calm, oldestPendingAt: now - 42 * MINUTE }, limits, now),
  ).toMatch(/waited 42 minutes \(alert after 30\)/);
  expect(
    alertText('outage', { ...calm, adminFailingSince: now - 12 * MINUTE }, limits, now),
  ).toMatch(/12 minutes/);
  expect(alertText('dead_letter', { ...calm, dead: 2 }, limits, now)).toMatch(/^2 submission/);
});

it('sends only `text`, the field every incoming webhook accepts', () => {
  const payload = webhookPayload('https://example.com', 'outage', 'recovered', 'Back to normal.');
  expect(Object.keys(payload)).toEqual(['text']);
  expect(payload.text).toBe(
    '✅ Recovered: Admin API outage on https://example.com\nBack to normal.',
  );
});
