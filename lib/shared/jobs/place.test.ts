import { jobPlace, type JobPlace } from './place';
import { company } from '@/content/company';

const office = {
  street: '4th Floor, Cyber Towers, HITEC City',
  locality: 'Hyderabad',
  region: 'Telangana',
  postalCode: '500081',
};

describe('jobPlace', () => {
  it('is remote only when the work type says so', () => {
    expect(jobPlace({ location: 'Remote - India', workType: 'remote' }).remote).toBe(true);
    expect(jobPlace({ location: 'Remote', workType: 'On-site' }).remote).toBe(false);
    expect(jobPlace({ location: null, workType: null }).remote).toBe(false);
  });

  it.each<[string, { location: string | null; workType: string | null }, JobPlace]>([
    [
      'remote work without a city',
      { location: null, workType: 'Remote' },
      { remote: true, label: 'Remote (India)', short: 'Remote (India)', listed: 'Remote' },
    ],
    [
      'remote work that names a city (shown and kept)',
      { location: 'Hyderabad', workType: 'Remote' },
      {
        remote: true,
        office: { locality: 'Hyderabad', region: 'Telangana' },
        label: 'Remote (India) · Hyderabad, Telangana, India',
        short: 'Remote (India)',
        listed: 'Hyderabad',
      },
    ],
    [
      'hybrid work in a city, with its state',
      { location: ' Pune ', workType: 'Hybrid' },
      {
        remote: false,
        office: { locality: 'Pune', region: 'Maharashtra' },
        label: 'Pune, Maharashtra, India',
        short: 'Pune',
        listed: 'Pune',
      },
    ],
    [
      "on-site work without a city: the company's office",
      { location: '', workType: 'On-site' },
      {
        remote: false,
        office,
        label: `${company.name} office, 4th Floor, Cyber Towers, HITEC City, Hyderabad, Telangana, India`,
        short: 'Hyderabad',
        listed: 'Hyderabad',
      },
    ],
  ])('%s', (_, job, place) => {
    expect(jobPlace(job)).toEqual(place);
  });

  it('names a city it has no state for without one', () => {
    expect(jobPlace({ location: 'Mysuru', workType: 'On-site' }).label).toBe('Mysuru, India');
  });
});
