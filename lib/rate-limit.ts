import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { getStore } from '@/lib/store';
import type { Kind } from '@/lib/store/outbox';
import { env } from '@/lib/env';
import { clientKey, take } from './memory-limits';

export { clientKey, consumeExpensive, consumeRequest, consumeVitals, take } from './memory-limits';

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
/** One point of the client's and the global submission limit, where the store keeps counts; null when allowed, else the seconds to wait. */
export async function consume(kind: LimitKind, request: Request): Promise<number | null> {
  byKind ??= build();
  byKind.catch(() => {
    byKind = undefined;
  });
  const { client, all } = (await byKind)[kind];
  return (await take(client, clientKey(request))) ?? take(all, 'site');
}
