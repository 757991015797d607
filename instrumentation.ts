/** Runs once when the server starts: says loudly when production runs on demo data. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  if (process.env.NODE_ENV === 'production' && !env.ADMIN_API_URL) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'ADMIN_API_URL is not set: serving demo testimonials and jobs from the embedded store and keeping enquiries and applications in ' +
          `${env.DATA_DIR}/site.db. Set ADMIN_API_URL to use the company's admin API.`,
      }),
    );
  }
}
