import { company } from '@/content/company';
import { officeHoursText } from './office-hours';

describe('the office hours as the site shows them', () => {
  it('are the specification’s text for the seeded hours', () => {
    expect(officeHoursText(company.officeHours)).toBe('Monday - Friday, 9:00 AM - 6:00 PM IST');
  });

  it.each([
    [
      ['Saturday', 'Monday', 'Tuesday'],
      '12:00',
      '20:30',
      'Monday - Tuesday, Saturday, 12:00 PM - 8:30 PM IST',
    ],
    [['Wednesday'], '00:00', '23:45', 'Wednesday, 12:00 AM - 11:45 PM IST'],
    [
      ['Monday', 'Wednesday', 'Friday', 'Sunday'],
      '08:05',
      '17:00',
      'Monday, Wednesday, Friday, Sunday, 8:05 AM - 5:00 PM IST',
    ],
  ] as const)('lists %j in week order, runs as ranges', (days, opens, closes, text) => {
    expect(officeHoursText({ days, opens, closes })).toBe(text);
  });
});
