import { NextResponse, type NextRequest } from 'next/server';
import { getAllJobs } from '@/lib/jobs/all-jobs';
import { parseJobSearch } from '@/lib/jobs/query';
import { searchJobs } from '@/lib/jobs/search';

export const dynamic = 'force-dynamic';

/** GET /api/jobs?q=&location=&type=&page= : one page of matches over every open job. */
export async function GET(request: NextRequest) {
  const parsed = parseJobSearch(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.ok) return NextResponse.json({ error: parsed.message }, { status: 400 });

  let jobs;
  try {
    jobs = await getAllJobs();
  } catch (error) {
    console.error('jobs: backend failed', error);
    return NextResponse.json({ error: 'Failed to fetch jobs' }, { status: 502 });
  }
  const { jobs: page, total, locations, types } = searchJobs(jobs, parsed.search);
  return NextResponse.json(
    { jobs: page, total, page: parsed.search.page, locations, types },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60' } },
  );
}
