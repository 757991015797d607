import { company } from './company';
import { parseCompany } from './company-schema';

describe('site configuration (content/company.ts)', () => {
  it('is valid as shipped', () => {
    expect(() => parseCompany(company)).not.toThrow();
  });

  it.each([
    ['a phone number with letters', { phone: '+91 98765 4321O' }, 'phone'],
    ['a phone number without country code', { phone: '98765 43210' }, 'phone'],
    ['a malformed e-mail', { email: 'info@' }, 'email'],
    [
      'a social link over http',
      { social: { ...company.social, linkedin: 'http://www.linkedin.com/company/x' } },
      'social.linkedin',
    ],
    ['a latitude out of range', { geo: { latitude: 97.45, longitude: 78.38 } }, 'geo.latitude'],
    [
      'a colour that is not hex',
      { colors: { ...company.colors, orange: 'orange' } },
      'colors.orange',
    ],
    [
      'office hours on no day',
      { officeHours: { ...company.officeHours, days: [] } },
      'officeHours.days',
    ],
    [
      'an opening time that is not HH:MM',
      { officeHours: { ...company.officeHours, opens: '9 AM' } },
      'officeHours.opens',
    ],
    [
      'a closing time before the opening time',
      { officeHours: { ...company.officeHours, closes: '08:30' } },
      'officeHours.closes',
    ],
  ])('rejects %s with a message naming the field', (_case, change, field) => {
    expect(() => parseCompany({ ...company, ...change })).toThrow(
      new RegExp(`content/company\\.ts[\\s\\S]*${field.replace('.', '\\.')}`),
    );
  });
});
