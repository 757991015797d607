type ClientErrorKind = 'uncaught' | 'unhandledrejection' | 'boundary' | 'global-boundary';

/** A page that keeps failing in a loop reports its first few errors, not thousands. */
const MAX_REPORTS_PER_PAGE = 5;
let sent = 0;

/**
 * Sends one error to POST /api/client-errors (lib/client-errors/report.ts validates and
 * scrubs it): its name, the start of its message, the digest of a server error, the path
 * without query. Fire and forget: reporting never throws.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown) {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  const { name, message, digest } = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    digest?: unknown;
  };
  const report = {
    kind,
    ...(typeof name === 'string' && /^[\w$.]{1,60}$/.test(name) && { name }),
    message: String(typeof message === 'string' ? message : error).slice(0, 500),
    ...(typeof digest === 'string' && /^[\w-]{1,64}$/.test(digest) && { digest }),
    path: window.location.pathname.slice(0, 300),
  };
  try {
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/client-errors', body)) {
      void fetch('/api/client-errors', {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => {});
    }
  } catch {
    // Nothing to do: the report was the last resort.
  }
}
