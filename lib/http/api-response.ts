import 'server-only';
import { randomUUID } from 'node:crypto';
import { noteServerError } from '@/lib/alerts/signals';
import { errorSummary, log } from '@/lib/log';

/** Headers every API answer carries: no caching, and caches must key on where it came from. */
function apiHeaders(requestId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    Vary: 'Origin, Sec-Fetch-Site',
    'X-Request-Id': requestId,
    ...extra,
  };
}

export type ApiContext = {
  requestId: string;
  log: typeof log;
  json: (status: number, body: unknown, headers?: Record<string, string>) => Response;
  html: (status: number, page: string, headers?: Record<string, string>) => Response;
};

/**
 * Runs an API handler with a request id (returned as X-Request-Id and on every log line),
 * one access log line per request, and a 500 that says nothing if the handler throws.
 */
export function withApi(
  route: string,
  handler: (request: Request, context: ApiContext) => Promise<Response>,
) {
  return async (request: Request): Promise<Response> => {
    const requestId = randomUUID();
    const child = log.child({ requestId, route });
    const started = performance.now();
    const context: ApiContext = {
      requestId,
      log: child,
      json: (status, body, headers) =>
        Response.json(body, { status, headers: apiHeaders(requestId, headers) }),
      html: (status, page, headers) =>
        new Response(page, {
          status,
          headers: apiHeaders(requestId, {
            ...headers,
            'Content-Type': 'text/html; charset=utf-8',
          }),
        }),
    };
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      child.error({ err: errorSummary(error) }, 'handler_failed');
      noteServerError();
      response = context.json(500, {
        success: false,
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    child.info(
      {
        method: request.method,
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      },
      'request',
    );
    return response;
  };
}
