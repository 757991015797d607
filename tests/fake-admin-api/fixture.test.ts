import { readFileSync } from 'node:fs';
import { demoJobs } from '@/content/demo/jobs';
import { demoTestimonials } from '@/content/demo/testimonials';

it('serves the same demo data as the embedded backend (regenerate with generate-fixture.mjs)', () => {
  const fixture = JSON.parse(readFileSync('tests/fake-admin-api/fixture.json', 'utf8'));
  expect(fixture).toEqual({ testimonials: demoTestimonials, jobs: demoJobs });
});
