import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { DataFromGlobalSlug } from 'payload';
import { isDraftMode } from './draft';

type SiteGlobal = 'company' | 'navigation' | 'chat';

/**
 * A global as one render shows it: the published version, or the latest draft while a logged-in
 * editor previews. Null while `next build` pre-renders (the seed stands in, so the build needs no
 * database). One that is not published is an error: a running server never shows the seed.
 */
export async function readGlobal<S extends SiteGlobal>(
  slug: S,
): Promise<DataFromGlobalSlug<S> | null> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  const draft = await isDraftMode();
  const payload = await (await import('./payload')).cms();
  const doc = await payload.findGlobal({ slug, draft, overrideAccess: true, depth: 0 });
  // A draft read answers the latest version, published or not: the preview shows it either way.
  if (draft || doc._status === 'published') return doc;
  throw new Error(`The ${slug} global is not published`);
}
