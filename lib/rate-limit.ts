import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '@/lib/env';

export type LimitKind = 'enquiry' | 'application';

/** A flood of clients (or one that forges its address) still meets this per-instance ceiling. */
const GLOBAL_FACTOR = 50;

function limiters(points: number, seconds: number) {
  return {
    client: new RateLimiterMemory({ keyPrefix: 'client', points, duration: seconds }),
    all: new RateLimiterMemory({ keyPrefix: 'all', points: points * GLOBAL_FACTOR, duration: seconds }),
  };
}

const build = () => ({
  enquiry: limiters(env.RATE_LIMIT_ENQUIRIES.points, env.RATE_LIMIT_ENQUIRIES.seconds),
  application: limiters(env.RATE_LIMIT_APPLICATIONS.points, env.RATE_LIMIT_APPLICATIONS.seconds),
});

let byKind = build();

/**
 * Who the client is. With TRUSTED_PROXY_HEADER, the last entry of that header (the one the
 * nearest trusted proxy wrote). Without it, X-Forwarded-For as Next passes it: Next fills it
 * with the socket address only when the client sent none, so a client can dodge its own
 * bucket by forging it. The per-instance ceiling above bounds what that gains.
 */
export function clientKey(request: Request): string {
  const header = env.TRUSTED_PROXY_HEADER ?? 'x-forwarded-for';
  const value = request.headers.get(header) ?? '';
  const last = value.split(',').pop()?.trim();
  return last ? last.slice(0, 100) : 'unknown';
}

/** Takes one point; null when allowed, else the seconds to wait. */
export async function consume(kind: LimitKind, request: Request): Promise<number | null> {
  const { client, all } = byKind[kind];
  try {
    await client.consume(clientKey(request));
    await all.consume('instance');
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

/** Forgets every count (tests). */
export function resetRateLimits() {
  byKind = build();
}
