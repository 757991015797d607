import { randomBytes } from 'node:crypto';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { env } from '../lib/env';

/**
 * PAYLOAD_SECRET, or else a random secret made once and kept in the site's store (the same for
 * every instance), as the site's other secrets are: a fresh machine needs no new variable. A build
 * signs nothing and must not need a running database, so it gets a throwaway value.
 */
export async function cmsSecret(): Promise<string> {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET;
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return randomBytes(32).toString('hex');
  const { getStore } = await import('../lib/store');
  return (await getStore()).secret('payload');
}
