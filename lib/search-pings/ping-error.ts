import 'server-only';

/** A failed notification: `permanent` ones are not retried (the engine refused the request itself). */
export class PingError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PingError';
  }
}

/** Retried: the engine's outages, limits and authorisation (credentials can be fixed); anything else 4xx is final. */
const RETRIED_4XX = new Set([401, 403, 408, 429]);

export async function checkAnswer(engine: string, response: Response): Promise<void> {
  if (response.ok) return;
  await response.body?.cancel();
  const seconds = Number(response.headers.get('retry-after'));
  throw new PingError(
    `${engine} ${response.status}`,
    response.status < 500 && !RETRIED_4XX.has(response.status),
    Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
  );
}
