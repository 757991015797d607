import { company } from '@/content/company';
import { isAvailableInIst } from './availability';

// The seeded hours: Monday to Friday, 9:00 to 18:00 IST.
it.each([
  ['2026-11-23T03:30:00Z', true], // Monday 09:00 IST
  ['2026-11-23T03:29:00Z', false], // Monday 08:59 IST
  ['2026-11-27T12:29:00Z', true], // Friday 17:59 IST
  ['2026-11-27T12:30:00Z', false], // Friday 18:00 IST
  ['2026-11-28T06:00:00Z', false], // Saturday noon IST
  ['2026-11-22T20:00:00Z', false], // Monday 01:30 IST
])('at %s the team is available by the seeded hours: %s', (iso, expected) => {
  expect(isAvailableInIst(company.officeHours, new Date(iso))).toBe(expected);
});

// Hours an editor set: Tuesday and Saturday, 9:30 to 13:15 IST.
const edited = { days: ['Tuesday', 'Saturday'] as const, opens: '09:30', closes: '13:15' };

it.each([
  ['2026-11-28T06:00:00Z', true], // Saturday noon IST
  ['2026-11-24T03:59:00Z', false], // Tuesday 09:29 IST
  ['2026-11-24T04:00:00Z', true], // Tuesday 09:30 IST
  ['2026-11-24T07:44:00Z', true], // Tuesday 13:14 IST
  ['2026-11-24T07:45:00Z', false], // Tuesday 13:15 IST
  ['2026-11-23T06:00:00Z', false], // Monday noon IST
])('at %s the team is available by the edited hours: %s', (iso, expected) => {
  expect(isAvailableInIst(edited, new Date(iso))).toBe(expected);
});
