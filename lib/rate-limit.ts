import 'server-only';
import {
  RateLimiterMemory,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { getStore } from '@/lib/backend/store';
import type { Kind } from '@/lib/backend/store/types';
import { env } from '@/lib/env';

/** Each kind of submission has its own limit. */
export type LimitKind = Kind;

/** A flood of clients (or one that forges its address) still meets this ceiling (per store: shared with PostgreSQL). */
const GLOBAL_FACTOR = 50;

type Limiters = { client: RateLimiterAbstract; all: RateLimiterAbstract };

async function build(): Promise<Record<LimitKind, Limiters>> {
  const store = await getStore();
  const limiters = (
    kind: LimitKind,
    { points, seconds }: { points: number; seconds: number },
  ): Limiters => ({
    client: store.limiter({ keyPrefix: `${kind}-client`, points, duration: seconds }),
    all: store.limiter({
      keyPrefix: `${kind}-all`,
      points: points * GLOBAL_FACTOR,
      duration: seconds,
    }),
  });
  return {
    enquiry: limiters('enquiry', env.RATE_LIMIT_ENQUIRIES),
    application: limiters('application', env.RATE_LIMIT_APPLICATIONS),
  };
}

let byKind: Promise<Record<LimitKind, Limiters>> | undefined;
const requests = new RateLimiterMemory({
  keyPrefix: 'requests',
  points: env.RATE_LIMIT_REQUESTS.points,
  duration: env.RATE_LIMIT_REQUESTS.seconds,
});
const vitals = new RateLimiterMemory({
  keyPrefix: 'vitals',
  points: env.RATE_LIMIT_VITALS.points,
  duration: env.RATE_LIMIT_VITALS.seconds,
});

/**
 * Who the client is. With TRUSTED_PROXY_HEADER, the last entry of that header (the one the
 * nearest trusted proxy wrote). Without it, X-Forwarded-For as Next passes it: Next fills it
 * with the socket address only when the client sent none, so a client can dodge its own
 * bucket by forging it. The global ceiling above bounds what that gains.
 */
export function clientKey(request: Request): string {
  const header = env.TRUSTED_PROXY_HEADER ?? 'x-forwarded-for';
  const value = request.headers.get(header) ?? '';
  const last = value.split(',').pop()?.trim();
  return last ? last.slice(0, 100) : 'unknown';
}

/** Seconds to wait when `limiter` refuses `key` a point; null when it takes one. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // Recognised by shape, not instanceof: the store (and its limiter) is shared by every
    // bundle of the server, and each bundle may hold its own copy of rate-limiter-flexible.
    if (
      rejection instanceof Error ||
      typeof (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext !== 'number'
    )
      throw rejection;
    return Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000));
  }
}

/** One point of the client's and the global submission limit, where the store keeps counts; null when allowed, else the seconds to wait. */
export async function consume(kind: LimitKind, request: Request): Promise<number | null> {
  byKind ??= build();
  byKind.catch(() => {
    byKind = undefined;
  });
  const { client, all } = (await byKind)[kind];
  return (await take(client, clientKey(request))) ?? take(all, 'site');
}

/**
 * One point of the cheap per-client request limit, in this process's memory, taken before a
 * form route reads or parses the body: oversized or invalid bodies cannot be sent without limit.
 */
export function consumeRequest(request: Request): Promise<number | null> {
  return take(requests, clientKey(request));
}

/**
 * One point of the client's field-vitals limit (RATE_LIMIT_VITALS), in this process's memory:
 * the counts are statistics, so a limit per instance is enough; null when allowed.
 */
export function consumeVitals(request: Request): Promise<number | null> {
  return take(vitals, clientKey(request));
}
