/**
 * Runs once when the server starts: says loudly when production runs on demo data, and
 * starts the outbox worker that retries submissions the admin API did not take.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  const { log } = await import('./lib/log');
  if (process.env.NODE_ENV === 'production' && !env.ADMIN_API_URL) {
    log.warn(
      { dataDir: env.DATA_DIR },
      'ADMIN_API_URL is not set: serving demo testimonials and jobs from the embedded store and keeping enquiries and applications in ' +
        `${env.DATA_DIR}/site.db. Set ADMIN_API_URL to use the company's admin API.`,
    );
  }
  const { startOutboxWorker } = await import('./lib/submissions');
  startOutboxWorker();
}
