import { isAvailableInIst } from './availability';

it.each([
  ['2026-11-23T03:30:00Z', true], // Monday 09:00 IST
  ['2026-11-23T03:29:00Z', false], // Monday 08:59 IST
  ['2026-11-27T12:29:00Z', true], // Friday 17:59 IST
  ['2026-11-27T12:30:00Z', false], // Friday 18:00 IST
  ['2026-11-28T06:00:00Z', false], // Saturday noon IST
  ['2026-11-22T20:00:00Z', false], // Monday 01:30 IST
])('at %s the team is available: %s', (iso, expected) => {
  expect(isAvailableInIst(new Date(iso))).toBe(expected);
});
