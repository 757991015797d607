'use client';

import { useCallback, useRef, useState } from 'react';
import type { Job } from '@/lib/shared/domain/job';
import type { JobsAnswer } from '@/lib/shared/http/answers';
import { jobSearchQuery } from '@/lib/shared/jobs/query-string';
import type { JobFilters } from '@/lib/shared/jobs/search';

export type JobListState = {
  jobs: Job[];
  total: number;
  page: number;
  locations: string[];
  types: string[];
  error?: string;
};

type Status = 'idle' | 'searching' | 'loading-more';

type JobsPage = Extract<JobsAnswer, { success: true }>;

async function fetchJobs(
  filters: JobFilters,
  page: number,
  signal: AbortSignal,
): Promise<JobsPage> {
  const response = await fetch(`/api/jobs${jobSearchQuery({ ...filters, page }) || '?'}`, {
    signal,
  });
  const answer = (await response.json().catch(() => null)) as JobsAnswer | null;
  if (response.ok && answer?.success) return answer;
  throw new Error((answer?.success === false && answer.message) || 'Failed to fetch jobs');
}

/**
 * The list's state after the server's first render: a filter change reads page 1 again,
 * Load More appends the next page. The URL follows (history.replaceState, which Next's
 * router observes) so the search can be shared, without re-rendering the page on the server.
 */
export function useJobSearch(initialFilters: JobFilters, initial: JobListState) {
  const [filters, setFilters] = useState(initialFilters);
  const [state, setState] = useState(initial);
  const [status, setStatus] = useState<Status>('idle');
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (next: JobFilters, page: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus(page === 1 ? 'searching' : 'loading-more');
    window.history.replaceState(
      window.history.state,
      '',
      `/careers${jobSearchQuery({ ...next, page })}`,
    );
    try {
      const answer = await fetchJobs(next, page, current.signal);
      setState((previous) => ({
        ...answer,
        jobs: page === 1 ? answer.jobs : [...previous.jobs, ...answer.jobs],
        error: undefined,
      }));
    } catch (error) {
      if (current.signal.aborted) return;
      const message =
        error instanceof Error && error.message !== 'Failed to fetch'
          ? error.message
          : 'Failed to fetch jobs';
      setState((previous) => ({
        ...previous,
        jobs: page === 1 ? [] : previous.jobs,
        error: message,
      }));
    }
    if (!current.signal.aborted) setStatus('idle');
  }, []);

  const applyFilters = useCallback(
    (next: JobFilters) => {
      setFilters(next);
      void load(next, 1);
    },
    [load],
  );

  const loadMore = useCallback(
    () => void load(filters, state.page + 1),
    [load, filters, state.page],
  );

  return { filters, state, status, applyFilters, loadMore };
}
