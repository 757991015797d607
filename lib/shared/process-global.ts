/**
 * One value per server process. Next bundles instrumentation.ts, each page and each route
 * handler apart, each with its own copy of a module, so module-level state is per bundle, not per
 * process. What those bundles must share lives on globalThis under a registered symbol, made on
 * first use: the store's pool ('store'), the outbox worker's timer ('outboxWorker'), the jobs
 * watcher's secret ('jobsWatcherToken'), the proxy's peer address ('peerAddress'), the in-memory
 * rate limits ('memoryLimiters …'), the editor's login limits and turns ('loginLimits', 'loginTurns'), the resume-reading thread ('resumeReadingThread'), the alert counters
 * ('alertSignals'), the CMS's known routes for the proxy ('cmsKnownRoutes') and the markup handed
 * from the server components' render to the HTML render ('documentOnlyHtml'): connections,
 * timers, counters and handovers, which no cache can hold. Not marked server-only: cms/ (loaded by Payload's CLI outside Next) and lib/shared use it too.
 *
 * The jobs list ('jobsCache', lib/jobs/all-jobs.ts) stays here too, although it is data. Next
 * 16.4's cache tags (`cacheTag` + `revalidateTag`) need `cacheComponents: true`, which changes
 * how every route renders (`dynamic`, `dynamicParams` and `revalidate` segment configs are removed:
 * 03-file-conventions/02-route-segment-config/index.md); `unstable_cache` works without it,
 * but in `next start` both keep entries in each process's own memory, and "on-demand revalidation
 * only takes effect on the instance that received the call" (node_modules/next/dist/docs/01-app/
 * 02-guides/how-revalidation-works.md) unless a shared cache handler is written. Neither answers
 * what the refresh route needs from its read: whether the list changed (only then are the job
 * pages expired), when it was read, and the last good list for 15 minutes while the admin API
 * fails. Each instance's watcher already keeps its own list and pages fresh.
 */
export function processGlobal<T>(name: string, create: () => T): T {
  const key = Symbol.for(`site.${name}`);
  const scope = globalThis as { [key: symbol]: T | undefined };
  return (scope[key] ??= create());
}
