'use client';

import { useEffect, useRef, useState } from 'react';
import { LiveNotice } from '@/components/forms/status-notice';
import { jobSearchQuery } from '@/lib/shared/jobs/query-string';
import type { JobFilters as Filters } from '@/lib/shared/jobs/search';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { Spinner } from './spinner';
import { useApplicationDialog } from './use-application-dialog';
import { useJobSearch, type JobListState } from './use-job-search';

const SEARCH_DELAY_MS = 300;

function ErrorNote({ message }: { message?: string }) {
  return (
    <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      Error: {message}
    </p>
  );
}

/** The open positions: filters, the list with Load More, and the application dialog. */
export function JobBoard({
  initialFilters,
  initial,
}: {
  initialFilters: Filters;
  initial: JobListState;
}) {
  const { filters, state, status, applyFilters, loadMore } = useJobSearch(initialFilters, initial);
  const [query, setQuery] = useState(initialFilters.q ?? '');
  const { apply, notice, dialog } = useApplicationDialog();

  useEffect(() => {
    if (query.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(
      () => applyFilters({ ...filters, q: query.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query, filters, applyFilters]);

  const change = (next: Filters) => {
    setQuery(next.q ?? '');
    applyFilters(next);
  };

  const loaded = state.jobs.length;
  // A failed Load More keeps the cards already shown; its error sits below them, above the button that retries.
  const failed = Boolean(state.error) && loaded === 0;
  const more = loaded < state.total;

  // The last Load More removes itself: focus moves on to the first job it brought, not to <body>.
  const list = useRef<HTMLUListElement>(null);
  const loadedBeforeMore = useRef<number | null>(null);
  useEffect(() => {
    const before = loadedBeforeMore.current;
    if (before === null || status !== 'idle') return;
    loadedBeforeMore.current = null;
    if (!more && loaded > before)
      list.current?.querySelectorAll<HTMLElement>('h3 a')[before]?.focus();
  }, [status, more, loaded]);

  return (
    <div className="mt-10">
      <JobFilters
        filters={filters}
        query={query}
        locations={state.locations}
        types={state.types}
        onQueryChange={setQuery}
        onChange={change}
      />

      <LiveNotice kind="success" message={notice} className="mt-6" />

      <p aria-live="polite" className="mt-6 font-medium text-muted">
        {status === 'searching'
          ? 'Searching jobs...'
          : failed
            ? ''
            : `Showing ${loaded} of ${state.total} jobs`}
      </p>

      {status === 'searching' ? (
        <Spinner label="Loading jobs" />
      ) : failed ? (
        <ErrorNote message={state.error} />
      ) : loaded === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg text-ink">No job openings match your criteria.</p>
          <button type="button" className="btn-outline mt-4" onClick={() => change({})}>
            Clear all filters
          </button>
        </div>
      ) : (
        <ul ref={list} className="mt-4 grid gap-6 md:grid-cols-2">
          {state.jobs.map((job) => (
            <JobCard key={job.id} job={job} onApply={apply} />
          ))}
        </ul>
      )}

      {state.error && !failed && status === 'idle' && <ErrorNote message={state.error} />}

      {more && !failed && status !== 'searching' && (
        <div className="mt-10 text-center">
          <a
            href={`/careers${jobSearchQuery({ ...filters, page: state.page + 1 })}#positions`}
            className="btn-outline"
            onClick={(event) => {
              event.preventDefault();
              if (status === 'loading-more') return;
              loadedBeforeMore.current = loaded;
              loadMore();
            }}
          >
            {status === 'loading-more'
              ? 'Loading More Jobs...'
              : `Load More Jobs (${loaded} of ${state.total})`}
          </a>
        </div>
      )}

      {dialog}
    </div>
  );
}
