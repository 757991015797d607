import { renderToStaticMarkup } from 'react-dom/server';
import type { Job } from '@/lib/shared/domain/job';
import { makeJob } from '@/tests/unit/fixtures/jobs';
import { JobPostingSchema } from './job-posting-schema';

/** The JobPosting a crawler reads from the job page. */
function posting(overrides: Partial<Job>): Record<string, unknown> {
  const html = renderToStaticMarkup(<JobPostingSchema job={makeJob(7, overrides)} />);
  const json = html.match(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  return JSON.parse(json!) as Record<string, unknown>;
}

const telecommute = {
  jobLocationType: 'TELECOMMUTE',
  applicantLocationRequirements: { '@type': 'Country', name: 'India' },
};

describe('JobPosting location', () => {
  it.each([
    ['work type Remote', { location: 'Hyderabad', workType: 'Remote' }],
    ['work type in any case', { location: 'Pune', workType: ' REMOTE ' }],
    ["a location like 'Remote - India'", { location: 'Remote - India', workType: 'Onsite' }],
    ['no location', { location: null, workType: null }],
  ])('is a telecommute posting for applicants in India with %s', (_, overrides) => {
    const json = posting(overrides);
    expect(json).toMatchObject(telecommute);
    expect(json).not.toHaveProperty('jobLocation');
  });

  it('is an office address for an onsite or hybrid job in a city', () => {
    const json = posting({ location: 'Bengaluru', workType: 'Hybrid' });
    expect(json).toMatchObject({ jobLocation: { address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' } } });
    expect(json).not.toHaveProperty('jobLocationType');
    expect(json).not.toHaveProperty('applicantLocationRequirements');
  });
});
