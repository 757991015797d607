import { NextRequest } from 'next/server';
import { jobsAnswerSchema } from '@/lib/shared/http/answers';
import { log } from '@/lib/log';
import { fixtureJobs } from './fixtures/jobs';

const getAllJobs = jest.fn();
jest.mock('@/lib/jobs/all-jobs', () => ({ getAllJobs: () => getAllJobs() }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('@/app/api/jobs/route') as typeof import('@/app/api/jobs/route');

/** Every answer is checked against the contract the job search reads. */
async function get(query: string) {
  const response = await GET(new NextRequest(`http://localhost:3000/api/jobs${query}`));
  expect(jobsAnswerSchema.safeParse(await response.clone().json()).error).toBeUndefined();
  return response;
}

beforeEach(() => getAllJobs.mockReset().mockResolvedValue(fixtureJobs));
afterEach(() => jest.restoreAllMocks());

describe('GET /api/jobs', () => {
  it('answers a page of matches with the total and the options of all jobs', async () => {
    const response = await get('?q=KUBERNETES');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      total: 1,
      page: 1,
      locations: ['Bengaluru', 'Hyderabad', 'Pune'],
      types: ['Contract', 'Full-time', 'Part-time'],
    });
    expect(body.jobs.map((job: { id: string }) => job.id)).toEqual(['24']);
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    );
  });

  it('pages by 10', async () => {
    const body = await (await get('?page=3')).json();
    expect(body.jobs).toHaveLength(7);
    expect(body.total).toBe(27);
  });

  it('answers 400 with a message for bad parameters', async () => {
    const response = await get('?page=-1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Page must be a whole number from 1',
    });
  });

  it('answers 502 when the backend fails', async () => {
    getAllJobs.mockRejectedValue(new Error('down'));
    const response = await get('');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, message: 'Failed to fetch jobs' });
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('logs the failure and one request line under the id it answers with', async () => {
    getAllJobs.mockRejectedValue(new Error('down'));
    const lines = { info: jest.fn(), error: jest.fn() };
    const child = jest
      .spyOn(log, 'child')
      .mockReturnValue(lines as unknown as ReturnType<typeof log.child>);
    const response = await get('');
    expect(child).toHaveBeenCalledWith({
      requestId: response.headers.get('X-Request-Id'),
      route: 'jobs',
    });
    expect(lines.error).toHaveBeenCalledWith(
      { err: { name: 'Error', message: 'down' } },
      'jobs_unavailable',
    );
    expect(lines.info).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', status: 502 }),
      'request',
    );
  });
});
