import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { readKnownRoutes } from '@/cms/known-routes';
import { errorSummary, log } from '@/lib/log';
import { cms } from './payload';

/**
 * Starts the CMS (its migrations, the seed, the first admin: cms/on-init.ts) and hands the proxy
 * the published addresses, from instrumentation.ts, which Next completes before it serves a
 * request. Started later, by the first request or the content watcher, that work (seconds on a new
 * store) held the event loop while requests were in flight. A CMS whose database cannot be reached
 * is logged, not fatal: pages stay as built and the content watcher tries again on its next tick.
 * A migration that fails stops the server (Payload exits): the schema would not match the code.
 */
export async function startCms(): Promise<void> {
  // The build's pages read its store as they render; the proxy and its addresses are a server's.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const started = Date.now();
  try {
    await readKnownRoutes(await cms());
    log.info({ ms: Date.now() - started }, 'cms_ready');
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'cms_unavailable_at_start');
  }
}
