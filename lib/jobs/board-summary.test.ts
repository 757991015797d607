import { makeJob } from '@/tests/unit/fixtures/jobs';
import { summariseBoard } from './board-summary';

const NOW = Date.parse('2026-11-25T12:00:00+05:30');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

describe('summariseBoard', () => {
  const jobs = [
    makeJob(1, { location: 'Hyderabad', employmentType: 'Full-time', postedAt: daysAgo(1) }),
    makeJob(2, { location: 'Hyderabad', employmentType: 'Contract', postedAt: daysAgo(6.9) }),
    makeJob(3, { location: 'Pune', employmentType: 'Full-time', postedAt: daysAgo(8) }),
    makeJob(4, { location: 'Chennai', employmentType: 'Full-time', postedAt: null }),
    makeJob(5, { location: 'Hyderabad', employmentType: 'Internship', postedAt: daysAgo(30) }),
    makeJob(6, { location: null, employmentType: 'Part-time', postedAt: daysAgo(2) }),
    makeJob(7, { location: 'Mumbai', employmentType: 'Full-time', postedAt: daysAgo(20) }),
  ];

  it('counts the open jobs, the three busiest places and kinds, and those posted this week', () => {
    const board = summariseBoard(jobs, NOW);
    expect(board.total).toBe(7);
    expect(board.places[0]).toEqual(['Hyderabad', 3]);
    expect(board.places).toHaveLength(3);
    expect(board.kinds).toEqual([
      ['Full-time', 4],
      ['Contract', 1],
      ['Internship', 1],
    ]);
    expect(board.postedThisWeek).toBe(3);
  });

  it('is empty for no jobs', () => {
    expect(summariseBoard([], NOW)).toEqual({ total: 0, places: [], kinds: [], postedThisWeek: 0 });
  });
});
