import { renderToStaticMarkup } from 'react-dom/server';
import type { Job } from '@/lib/shared/domain/job';
import { makeJob } from '@/tests/unit/fixtures/jobs';
import { JobPostingJsonLd } from './job-posting-json-ld';
import { company } from '@/content/company';

/** The JobPosting a crawler reads from the job page. */
function posting(overrides: Partial<Job>): Record<string, unknown> {
  const html = renderToStaticMarkup(<JobPostingJsonLd job={makeJob(7, overrides)} />);
  const json = html.match(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
}

const telecommute = {
  jobLocationType: 'TELECOMMUTE',
  applicantLocationRequirements: { '@type': 'Country', name: 'India' },
};

describe('JobPosting location', () => {
  it.each([
    ['work type Remote', { location: null, workType: 'Remote' }],
    ['work type in any case', { location: 'Remote - India', workType: ' REMOTE ' }],
  ])('is a telecommute posting for applicants in India with %s and no city', (_, overrides) => {
    const json = posting(overrides);
    expect(json).toMatchObject(telecommute);
    expect(json).not.toHaveProperty('jobLocation');
  });

  it('is a telecommute posting with its city when a remote job names one, as the page shows both', () => {
    const json = posting({ location: 'Hyderabad', workType: 'Remote' });
    expect(json).toMatchObject({
      ...telecommute,
      jobLocation: { address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana' } },
    });
  });

  it('is an office address for an onsite or hybrid job in a city', () => {
    const json = posting({ location: 'Bengaluru', workType: 'Hybrid' });
    expect(json).toMatchObject({
      jobLocation: {
        address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' },
      },
    });
    expect(json).not.toHaveProperty('jobLocationType');
    expect(json).not.toHaveProperty('applicantLocationRequirements');
  });

  it.each([
    ['no location', { location: null, workType: 'On-site' }],
    ["'Remote' as the location of on-site work", { location: 'Remote', workType: 'Onsite' }],
    ['no location and no work type', { location: '  ', workType: null }],
  ])("is the company's office with %s, never a guessed telecommute", (_, overrides) => {
    const json = posting(overrides);
    expect(json).toMatchObject({
      jobLocation: {
        address: {
          streetAddress: '4th Floor, Cyber Towers, HITEC City',
          addressLocality: 'Hyderabad',
          addressRegion: 'Telangana',
          postalCode: '500081',
          addressCountry: 'IN',
        },
      },
    });
    expect(json).not.toHaveProperty('jobLocationType');
  });
});

describe('JobPosting dates and employer', () => {
  it('carries datePosted with its offset and validThrough when the job has a closing date', () => {
    const json = posting({
      postedAt: '2026-07-08T21:15:00+05:30',
      closesAt: '2026-08-31T23:59:59+05:30',
    });
    expect(json).toMatchObject({
      datePosted: '2026-07-08T21:15:00+05:30',
      validThrough: '2026-08-31T23:59:59+05:30',
    });
    expect(posting({ closesAt: null })).not.toHaveProperty('validThrough');
  });

  it('names the company as the hiring organisation (the employer of record)', () => {
    expect(posting({})).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: company.name },
    });
  });
});
