import 'server-only';
import {
  RateLimiterMemory,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { getStore } from '@/lib/store';
import type { Kind } from '@/lib/store/types';
import { env } from '@/lib/env';
import { clientAddress, proxyList, type ClientAddressRules } from '@/lib/http/client-address';

/** Each kind of submission has its own limit. */
type LimitKind = Kind;

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

const clientRules: ClientAddressRules = {
  header: env.TRUSTED_PROXY_HEADER,
  proxies: proxyList(env.TRUSTED_PROXIES),
  onVercel: Boolean(process.env.VERCEL),
};

const expensive = {
  socialCard: new RateLimiterMemory({
    keyPrefix: 'social-card',
    points: env.RATE_LIMIT_SOCIAL_CARDS.points,
    duration: env.RATE_LIMIT_SOCIAL_CARDS.seconds,
  }),
  jobSearch: new RateLimiterMemory({
    keyPrefix: 'job-search',
    points: env.RATE_LIMIT_JOB_SEARCH.points,
    duration: env.RATE_LIMIT_JOB_SEARCH.seconds,
  }),
};

/** Answers drawn or searched on each request (social cards, job search), limited per client. */
type ExpensiveKind = keyof typeof expensive;

/**
 * Who the client is (lib/http/client-address.ts): TRUSTED_PROXY_HEADER on connections from
 * TRUSTED_PROXIES, otherwise the connection's own address. The global ceiling above bounds
 * what a client gains where neither can be known.
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

/**
 * One point of the client's limit for an expensive answer (RATE_LIMIT_SOCIAL_CARDS,
 * RATE_LIMIT_JOB_SEARCH), in this process's memory: a GET should cost no store write; null when allowed.
 */
export function consumeExpensive(kind: ExpensiveKind, request: Request): Promise<number | null> {
  return take(expensive[kind], clientKey(request));
}
