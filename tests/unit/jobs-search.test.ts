import { collectAllJobs, createJobsCache } from '@/lib/jobs/collect';
import { descriptionPreview, googleEmploymentType } from '@/lib/shared/jobs/format';
import { parseJobSearch, readJobSearch, jobSearchQuery } from '@/lib/jobs/query';
import { searchJobs } from '@/lib/shared/jobs/search';
import { findJobBySlug, jobSlug } from '@/lib/shared/jobs/slug';
import { fixtureJobs, makeJob, pagedLoader } from './fixtures/jobs';

describe('collectAllJobs', () => {
  it('reads every page of 10 until the total is reached', async () => {
    const { load, calls } = pagedLoader(fixtureJobs);
    const jobs = await collectAllJobs(load);
    expect(calls).toEqual([1, 2, 3]);
    expect(jobs).toHaveLength(27);
  });

  it('skips jobs without id or title on pages 1 and 2 and still reads page 3', async () => {
    const entries = [...fixtureJobs];
    entries.splice(3, 0, makeJob(28, { title: '  ' }));
    entries.splice(15, 0, makeJob(29, { id: '' }));
    const { load, calls } = pagedLoader(entries);
    const jobs = await collectAllJobs(load);
    expect(calls).toEqual([1, 2, 3]);
    expect(jobs.map((job) => job.id)).not.toContain('28');
    expect(jobs).toHaveLength(27);
    expect(searchJobs(jobs, { q: 'kubernetes' }).jobs.map((job) => job.id)).toEqual(['24']);
  });

  it('leaves out a job whose closing date has passed, though the API still lists it', async () => {
    const entries = [
      makeJob(1, { closesAt: '2026-01-31T23:59:59+05:30' }),
      makeJob(2, { closesAt: '2999-01-01T00:00:00+05:30' }),
      makeJob(3),
    ];
    const { load } = pagedLoader(entries);
    expect((await collectAllJobs(load)).map((job) => job.id)).toEqual(['2', '3']);
  });

  it('reads every page when the API leaves out the total, stopping at a short page', async () => {
    const { load, calls } = pagedLoader(fixtureJobs, { withTotal: false });
    const jobs = await collectAllJobs(load);
    expect(calls).toEqual([1, 2, 3]);
    expect(jobs).toHaveLength(27);
  });

  it('stops at an empty page when the last full page leaves no total to go by', async () => {
    const { load, calls } = pagedLoader(fixtureJobs.slice(0, 20), { withTotal: false });
    await expect(collectAllJobs(load)).resolves.toHaveLength(20);
    expect(calls).toEqual([1, 2, 3]);
  });

  it('gives up after 100 pages of an API that never ends', async () => {
    let calls = 0;
    const endless = async (page: number, limit: number) => {
      calls += 1;
      const jobs = Array.from({ length: limit }, (_, i) => makeJob((page - 1) * limit + i + 1));
      return { jobs, received: jobs.length, total: null };
    };
    await expect(collectAllJobs(endless)).resolves.toHaveLength(1000);
    expect(calls).toBe(100);
  });
});

describe('searchJobs over all 27 jobs', () => {
  it('finds the Kubernetes job of the third page at once, case-insensitively', () => {
    const result = searchJobs(fixtureJobs, { q: 'kubernetes' });
    expect(result.total).toBe(1);
    expect(result.jobs.map((job) => job.title)).toEqual(['DevOps Engineer']);
  });

  it('matches the title as well as the description', () => {
    expect(searchJobs(fixtureJobs, { q: 'DEVOPS' }).total).toBe(1);
    expect(searchJobs(fixtureJobs, { q: 'consultant 2' }).total).toBe(8); // 2, 20–23, 25–27 (24 is DevOps)
  });

  it('pages matches by 10', () => {
    expect(searchJobs(fixtureJobs, {}).jobs.map((job) => job.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(searchJobs(fixtureJobs, { page: 3 }).jobs.map((job) => job.id)).toEqual([
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
    ]);
    expect(searchJobs(fixtureJobs, { page: 4 }).jobs).toEqual([]);
    expect(searchJobs(fixtureJobs, { page: 3 }).total).toBe(27);
  });

  it('filters by exact location: remote work without a city is Remote, other work without one is our office city', () => {
    const jobs = [
      makeJob(1, { location: null, workType: 'Remote' }),
      makeJob(2, { location: null, workType: 'On-site' }),
      makeJob(3, { location: 'Hyderabad', workType: 'Hybrid' }),
    ];
    expect(searchJobs(jobs, { location: 'Remote' }).jobs.map((job) => job.id)).toEqual(['1']);
    expect(searchJobs(jobs, { location: 'Hyderabad' }).jobs.map((job) => job.id)).toEqual([
      '2',
      '3',
    ]);
    // The fixture's jobs are all on-site or hybrid: a location of 'Remote' or none is our office city.
    expect(searchJobs(fixtureJobs, { location: 'Remote' }).total).toBe(0);
    expect(searchJobs(fixtureJobs, { location: 'Hyder' }).total).toBe(0);
    expect(searchJobs(fixtureJobs, { location: 'Pune' }).jobs.map((job) => job.id)).toEqual(['24']);
  });

  it('filters by exact type and combines filters', () => {
    expect(searchJobs(fixtureJobs, { type: 'Contract' }).total).toBe(9);
    const both = searchJobs(fixtureJobs, { type: 'Full-time', location: 'Pune', q: 'clusters' });
    expect(both.jobs.map((job) => job.id)).toEqual(['24']);
  });

  it('builds the options from all jobs, not from the matches', () => {
    const result = searchJobs(fixtureJobs, { q: 'kubernetes' });
    expect(result.locations).toEqual(['Bengaluru', 'Hyderabad', 'Pune']);
    expect(result.types).toEqual(['Contract', 'Full-time', 'Part-time']);
  });
});

describe('query parameters', () => {
  it('parses and rejects', () => {
    expect(parseJobSearch({ q: ' java ', page: '2' })).toEqual({
      ok: true,
      search: { q: 'java', page: 2 },
    });
    expect(parseJobSearch({ page: '0' })).toMatchObject({
      ok: false,
      message: 'Page must be a whole number from 1',
    });
    expect(parseJobSearch({ page: 'x' }).ok).toBe(false);
    expect(parseJobSearch({ q: 'a'.repeat(101) })).toMatchObject({
      ok: false,
      message: 'Search must be at most 100 characters',
    });
  });

  it('reads page params leniently and writes them back', () => {
    expect(readJobSearch({ q: 'java', page: 'x', type: ['Contract', 'Other'] })).toEqual({
      q: 'java',
      type: 'Contract',
      page: 1,
    });
    expect(jobSearchQuery({ q: 'java dev', location: 'Remote', page: 1 })).toBe(
      '?q=java+dev&location=Remote',
    );
    expect(jobSearchQuery({ page: 3 })).toBe('?page=3');
  });
});

describe('slugs and display', () => {
  it('puts the id at the end and finds the job from it even with a wrong title part', () => {
    const job = makeJob(7, { id: 'A-17', title: 'Senior .NET Developer (Hyderabad)' });
    expect(jobSlug(job)).toBe('senior-net-developer-hyderabad-a-17');
    expect(findJobBySlug([makeJob(17), job], 'old-title-a-17')).toBe(job);
    expect(findJobBySlug([makeJob(17)], 'anything-17')?.id).toBe('17');
    expect(findJobBySlug([makeJob(17)], 'anything-171')).toBeUndefined();
  });

  it('cuts descriptions within 100 characters at a word boundary, with an ellipsis', () => {
    expect(descriptionPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(descriptionPreview('b'.repeat(150))).toBe(`${'b'.repeat(100)}…`);
    const words =
      'Build and scale the core lending platform of a leading NBFC client, owning services from design review to production.';
    const preview = descriptionPreview(words);
    expect(preview).toBe(
      'Build and scale the core lending platform of a leading NBFC client, owning services from design…',
    );
    expect(preview.length - 1).toBeLessThanOrEqual(100);
  });

  it('maps employment types to Google values', () => {
    expect(googleEmploymentType('Full-time')).toBe('FULL_TIME');
    expect(googleEmploymentType('Part Time')).toBe('PART_TIME');
    expect(googleEmploymentType('Contract')).toBe('CONTRACTOR');
    expect(googleEmploymentType('Internship')).toBe('INTERN');
    expect(googleEmploymentType('Temporary')).toBe('TEMPORARY');
    expect(googleEmploymentType('Gig')).toBe('OTHER');
    expect(googleEmploymentType(null)).toBeUndefined();
  });
});

describe('createJobsCache', () => {
  it('reads once within the TTL and keeps the last good list when a refresh fails', async () => {
    let calls = 0;
    let fail = false;
    const cache = createJobsCache(
      async () => {
        calls += 1;
        if (fail) throw new Error('down');
        return fixtureJobs;
      },
      { ttlMs: 0, staleMs: 60_000 },
    );
    await Promise.all([cache.get(), cache.get()]);
    expect(calls).toBe(1);
    fail = true;
    await expect(cache.get()).resolves.toHaveLength(27);
    cache.clear();
    await expect(cache.get()).rejects.toThrow('down');
  });

  it('tells once when a read finds the open jobs changed, and counts its first read as a change', async () => {
    let jobs = fixtureJobs;
    let fail = false;
    const cache = createJobsCache(
      async () => {
        if (fail) throw new Error('down');
        return jobs;
      },
      { ttlMs: 60_000, staleMs: 60_000 },
    );
    await cache.get();
    expect(cache.takeChange()).toBe(true); // pages kept from before this process may be out of date
    expect(cache.takeChange()).toBe(false);
    await cache.refresh();
    expect(cache.takeChange()).toBe(false);
    jobs = fixtureJobs.slice(1);
    await expect(cache.get()).resolves.toHaveLength(27); // fresh within the TTL
    await expect(cache.refresh()).resolves.toHaveLength(26); // a refresh reads now
    expect(cache.takeChange()).toBe(true);
    fail = true;
    await expect(cache.refresh()).resolves.toHaveLength(26);
    expect(cache.takeChange()).toBe(false);
    fail = false;
    jobs = fixtureJobs;
    await cache.refresh();
    expect(cache.takeChange()).toBe(true); // a job that comes back comes back
  });
});
