// Admin data can't break a job page: a job title with a lone UTF-16 surrogate
// (valid JSON: "\ud800") is made valid Unicode by the admin API's adapter, so the job page's
// parts render it; the share links' encodeURIComponent threw on it, and the page answered 500.
import { renderToStaticMarkup } from 'react-dom/server';
import { JobDetails, JobFacts } from '@/components/careers/job-details';
import { parseJobs, reshapeJob } from '@/lib/backend/admin-api/reshape';
import { jobPath } from '@/lib/shared/jobs/slug';
import { JobPostingJsonLd } from '@/lib/seo/job-posting-json-ld';
import { ShareLinks } from './share-links';

const answer = JSON.parse(
  '{"id": 7, "title": "Java \\ud800 Developer", "description": "Build \\udfff things", "location": "Hyderabad", "created_at": "2026-11-20 10:00:00"}',
) as unknown;

it('makes every string of a job valid Unicode, the lone surrogate a replacement character', () => {
  const [raw] = parseJobs([answer]);
  const job = reshapeJob(raw!, null);
  expect(job.title).toBe('Java \uFFFD Developer');
  for (const value of Object.values(job))
    if (typeof value === 'string') expect(value.isWellFormed()).toBe(true);
});

it('renders the job page’s title, facts, structured data and share links', () => {
  const job = reshapeJob(parseJobs([answer])[0]!, null);
  const html = renderToStaticMarkup(
    <>
      <JobPostingJsonLd job={job} />
      <JobFacts job={job} />
      <JobDetails job={job} />
      <ShareLinks url={`https://www.example.com${jobPath(job)}`} title={job.title} />
    </>,
  );
  expect(html).toContain('Java \uFFFD Developer');
  expect(html).toContain(encodeURIComponent('Java \uFFFD Developer'));
});
