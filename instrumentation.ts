import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: refuses a SITE_URL other than the build's, records each request's socket address
 * (lib/http/peer-address.ts), starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (Next's own spans, admin API calls, outbox deliveries), says loudly when production runs on demo data, migrates
 * the store, starts the CMS, and (on a long-lived Node host, not on Vercel) starts the outbox worker that
 * retries submissions the admin API did not take and applies retention, the jobs watcher
 * that expires the pages of jobs that closed, the content watcher that runs scheduled
 * publishes and expires every page after a publish on another instance, and the thread that
 * reads resumes for the application form.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { siteUrlMismatch } = await import('./lib/site-url-check');
  const refusal = siteUrlMismatch(process.env.SITE_URL, process.env.SITE_URL_AT_BUILD);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const { recordPeerAddresses } = await import('./lib/http/peer-address');
  recordPeerAddresses();
  const { env } = await import('./lib/env');
  const { log, errorSummary } = await import('./lib/log');
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { registerOTel } = await import('@vercel/otel');
    registerOTel({ serviceName: 'site' });
  }
  const { getStore, storeKind } = await import('./lib/store');
  if (process.env.NODE_ENV === 'production' && !env.ADMIN_API_URL) {
    log.warn(
      { store: storeKind() },
      'ADMIN_API_URL is not set: serving demo testimonials and jobs from the embedded store and keeping enquiries and applications there. ' +
        "Set ADMIN_API_URL to use the company's admin API.",
    );
  }
  try {
    await getStore();
    log.info({ store: storeKind() }, 'store_ready');
  } catch (error) {
    // Not fatal: readiness answers 503 and the next request tries again.
    log.error({ err: errorSummary(error), store: storeKind() }, 'store_unavailable_at_start');
  }
  const { startCms } = await import('./lib/cms/start');
  await startCms();
  // Serverless functions are frozen between requests: there, Vercel Cron calls /api/outbox/drain.
  if (process.env.VERCEL) return;
  const { startOutboxWorker } = await import('./lib/submissions');
  startOutboxWorker();
  const { startJobsWatcher } = await import('./lib/jobs/watcher');
  startJobsWatcher(env.JOBS_REFRESH_MS);
  const { startSelfPoll } = await import('./lib/http/self-poll');
  startSelfPoll('/api/cms/refresh', 'cms_refresh_failed', env.CMS_REFRESH_MS);
  const { warmResumeReading } = await import('./lib/uploads/resume-reading');
  warmResumeReading();
}

/**
 * Every error Next catches while rendering or handling a request: one JSON line, with what
 * identifies it (the digest the visitor's error page shows) and where, never the request's
 * data. It also counts towards the error-burst alert.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/log');
  const { noteServerError } = await import('./lib/alerts/signals');
  const { digest, name } = error as { digest?: string; name?: string };
  log.error(
    {
      digest,
      name,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    'request_error',
  );
  noteServerError();
};
