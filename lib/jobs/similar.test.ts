import { makeJob } from '@/tests/unit/fixtures/jobs';
import { similarJobs } from './similar';

const job = (id: number, location: string | null, employmentType: string, workType = 'Hybrid') =>
  makeJob(id, { location, employmentType, workType });

describe('similarJobs', () => {
  const current = job(1, 'Pune', 'Contract');
  const others = [
    job(2, 'Chennai', 'Contract'),
    job(3, 'Pune', 'Full-time'),
    job(4, 'Mumbai', 'Full-time'),
    job(5, 'Pune', 'Contract'),
    job(6, 'Delhi', 'contract'),
  ];

  it('offers up to three others: same place and type first, then same place, then same type', () => {
    expect(similarJobs(current, [current, ...others]).map((found) => found.id)).toEqual([
      '5',
      '3',
      '2',
    ]);
  });

  it('never offers the job itself nor one that shares neither', () => {
    expect(similarJobs(current, [current, job(4, 'Mumbai', 'Full-time')])).toEqual([]);
  });

  it('matches remote work by place too', () => {
    const remote = job(7, null, 'Part-time', 'Remote');
    expect(
      similarJobs(remote, [
        remote,
        job(8, 'Remote', 'Full-time', 'Remote'),
        job(9, null, 'Full-time'),
      ]).map((found) => found.id),
    ).toEqual(['8']);
  });
});
