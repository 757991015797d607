import { makeJob } from '@/tests/unit/fixtures/jobs';
import { filterJobs } from '@/lib/shared/jobs/search';
import { summariseBoard } from './board-summary';

const NOW = Date.parse('2026-11-25T12:00:00+05:30');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

describe('summariseBoard', () => {
  const jobs = [
    makeJob(1, { location: 'Hyderabad', employmentType: 'Full-time', postedAt: daysAgo(1) }),
    makeJob(2, { location: ' Hyderabad ', employmentType: 'Contract', postedAt: daysAgo(6.9) }),
    makeJob(3, { location: 'Pune', employmentType: 'Full-time', postedAt: daysAgo(8) }),
    makeJob(4, { location: 'Chennai', employmentType: 'Full-time', postedAt: null }),
    // No city and on-site work: listed, and filtered, under the company's own office (Hyderabad).
    makeJob(5, { location: null, employmentType: 'Internship', postedAt: daysAgo(30) }),
    makeJob(6, { location: 'Remote', workType: 'Remote', employmentType: 'Part-time' }),
    makeJob(7, { location: 'Mumbai', employmentType: 'Full-time', postedAt: daysAgo(20) }),
  ];

  it('gives each place and type the count its filter returns, and they add up to every job', () => {
    const board = summariseBoard(jobs, NOW);
    expect(board.total).toBe(7);
    expect(board.places[0]).toEqual(['Hyderabad', 3]);
    for (const [location, count] of board.places)
      expect(count).toBe(filterJobs(jobs, { location }).length);
    for (const [type, count] of board.kinds) expect(count).toBe(filterJobs(jobs, { type }).length);
    const sum = (counts: [string, number][]) => counts.reduce((all, [, count]) => all + count, 0);
    expect(sum(board.places)).toBe(7);
    expect(sum(board.kinds)).toBe(7);
    expect(board.kinds[0]).toEqual(['Full-time', 4]);
  });

  it('counts the jobs posted within the last seven days', () => {
    expect(summariseBoard(jobs, NOW).postedThisWeek).toBe(2);
  });

  it('is empty for no jobs', () => {
    expect(summariseBoard([], NOW)).toEqual({ total: 0, places: [], kinds: [], postedThisWeek: 0 });
  });
});
