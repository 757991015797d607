import 'server-only';
import {
  RateLimiterMemory,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { clientAddress, proxyList, type ClientAddressRules } from '@/lib/http/client-address';
import { processGlobal } from '@/lib/shared/process-global';

/**
 * The limits counted in this process's memory, and who the client is: no store is needed, so
 * proxy.ts can use them too. One set per process and configuration (lib/shared/process-global.ts):
 * one client's searches on /careers (the proxy) and /api/jobs (a route) count together.
 */
const configured = {
  requests: env.RATE_LIMIT_REQUESTS,
  vitals: env.RATE_LIMIT_VITALS,
  socialCard: env.RATE_LIMIT_SOCIAL_CARDS,
  jobSearch: env.RATE_LIMIT_JOB_SEARCH,
  photo: env.RATE_LIMIT_PHOTOS,
  resumeReading: env.RATE_LIMIT_RESUME_READINGS,
};
type LimiterKind = keyof typeof configured;

const limiters = processGlobal(
  `memoryLimiters ${JSON.stringify(configured)}`,
  () =>
    Object.fromEntries(
      Object.entries(configured).map(([kind, { points, seconds }]) => [
        kind,
        new RateLimiterMemory({ keyPrefix: kind, points, duration: seconds }),
      ]),
    ) as Record<LimiterKind, RateLimiterMemory>,
);

const clientRules: ClientAddressRules = {
  header: env.TRUSTED_PROXY_HEADER,
  proxies: proxyList(env.TRUSTED_PROXIES),
  onVercel: Boolean(process.env.VERCEL),
};

/** Answers drawn, searched, fetched or read on each request (social cards, job search, photos, resumes), limited per client. */
type ExpensiveKind = Exclude<LimiterKind, 'requests' | 'vitals'>;

/**
 * Who the client is (lib/http/client-address.ts): TRUSTED_PROXY_HEADER on connections from
 * TRUSTED_PROXIES, otherwise the connection's own address. The global ceilings of
 * lib/rate-limit.ts bound what a client gains where neither can be known.
 */
export function clientKey(request: Request): string {
  return clientAddress(request, clientRules);
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

/**
 * One point of the cheap per-client request limit, in this process's memory, taken before a
 * form route reads or parses the body: oversized or invalid bodies cannot be sent without limit.
 */
export function consumeRequest(request: Request): Promise<number | null> {
  return take(limiters.requests, clientKey(request));
}

/**
 * One point of the client's field-vitals limit (RATE_LIMIT_VITALS), in this process's memory:
 * the counts are statistics, so a limit per instance is enough; null when allowed.
 */
export function consumeVitals(request: Request): Promise<number | null> {
  return take(limiters.vitals, clientKey(request));
}

/**
 * One point of the client's limit for an expensive answer (RATE_LIMIT_SOCIAL_CARDS,
 * RATE_LIMIT_JOB_SEARCH for /api/jobs and /careers searches, RATE_LIMIT_PHOTOS,
 * RATE_LIMIT_RESUME_READINGS), in this process's memory: a GET should cost no store write;
 * null when allowed.
 */
export function consumeExpensive(kind: ExpensiveKind, request: Request): Promise<number | null> {
  return take(limiters[kind], clientKey(request));
}
