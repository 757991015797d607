import 'server-only';
import { noteAdminApi } from '@/lib/alerts/signals';
import { log } from '@/lib/log';
import { inSpan } from '@/lib/tracing';
import { BackendError } from '../types';

/** How long a call to the admin API may take; a test seam. */
export const ADMIN_API_TIMEOUT_MS = 10_000;

export type AdminClientConfig = {
  /** ADMIN_API_URL, without a trailing slash. */
  baseUrl: string;
  /** SITE_URL: its origin is sent as the Origin header. */
  siteUrl: string;
  timeoutMs?: number;
};

export type AdminAnswer = { status: number; body: unknown; retryAfterMs?: number };

type Call = {
  method: 'GET' | 'POST';
  path: string;
  body?: BodyInit;
  contentType?: string;
  idempotencyKey?: string;
};

/** One structured line per failure: what, where, how long. Never payloads or personal data. */
function logFailure(call: Call, status: number, started: number, reason: string) {
  log.error(
    {
      method: call.method,
      path: call.path,
      status,
      durationMs: Math.round(performance.now() - started),
      reason,
    },
    'admin_api_failure',
  );
}

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The one fetch wrapper for the admin API: base URL, timeout, JSON, our Origin, no cookies
 * (server-side fetch has no cookie jar and we never copy the visitor's). Answers with any
 * status and a JSON body; throws BackendError (status 0 when there was no answer) otherwise.
 */
export function createAdminClient({
  baseUrl,
  siteUrl,
  timeoutMs = ADMIN_API_TIMEOUT_MS,
}: AdminClientConfig) {
  const origin = new URL(siteUrl).origin;

  /** Each call is a span (`admin_api GET /jobs/public-jobs.php`) with its status and outcome. */
  const call = (request: Call) =>
    inSpan(
      `admin_api ${request.method} ${request.path}`,
      { 'http.request.method': request.method, 'url.path': request.path },
      async (span) => {
        const answer = await send(request).catch((error: unknown) => {
          span.setAttribute('outcome', error instanceof BackendError ? error.kind : 'internal');
          throw error;
        });
        span.setAttributes({
          'http.response.status_code': answer.status,
          outcome: answer.status < 500 ? 'answered' : 'status',
        });
        return answer;
      },
    );

  async function send(request: Call): Promise<AdminAnswer> {
    const started = performance.now();
    const headers: Record<string, string> = { Accept: 'application/json', Origin: origin };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body,
        // Job pages are ISR-rendered; an explicit no-store fetch would throw there. POSTs are never cached.
        ...(request.method === 'POST' && { cache: 'no-store' as const }),
        credentials: 'omit',
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Next's own render signals (they carry a digest) are not network failures.
      if (typeof (error as { digest?: unknown } | null)?.digest === 'string') throw error;
      const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
      noteAdminApi(false);
      logFailure(request, 0, started, timedOut ? 'timeout' : 'network');
      throw new BackendError(
        timedOut ? 'The admin API did not answer in time' : 'The admin API could not be reached',
        0,
        request.path,
        timedOut ? 'timeout' : 'network',
      );
    }
    noteAdminApi(response.status < 500);
    const text = await response.text().catch(() => '');
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      logFailure(request, response.status, started, 'non-json');
      const kind = response.ok ? 'format' : 'status';
      throw new BackendError(
        'The admin API sent an unreadable answer',
        response.status,
        request.path,
        kind,
        retryAfter,
      );
    }
    if (!response.ok) logFailure(request, response.status, started, 'status');
    return { status: response.status, body, retryAfterMs: retryAfter };
  }

  return {
    get: (path: string) => call({ method: 'GET', path }),
    postJson: (path: string, data: unknown, idempotencyKey?: string) =>
      call({
        method: 'POST',
        path,
        body: JSON.stringify(data),
        contentType: 'application/json',
        idempotencyKey,
      }),
    /** fetch sets the multipart boundary itself. */
    postForm: (path: string, form: FormData, idempotencyKey?: string) =>
      call({ method: 'POST', path, body: form, idempotencyKey }),
  };
}
