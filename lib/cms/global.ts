import 'server-only';
import type { DataFromGlobalSlug } from 'payload';
import { isDraftMode } from './draft';

type SiteGlobal = 'company' | 'navigation' | 'chat';

/**
 * A global as one render shows it: the published version, or the latest draft while a logged-in
 * editor previews (`preview: false`: always the published one, for what no editor previews: the
 * documents route handlers answer with). One that is not published is an error: the seed is never
 * shown in its place.
 */
export async function readGlobal<S extends SiteGlobal>(
  slug: S,
  { preview = true } = {},
): Promise<DataFromGlobalSlug<S>> {
  const draft = preview && (await isDraftMode());
  const payload = await (await import('./payload')).cms();
  const doc = await payload.findGlobal({ slug, draft, overrideAccess: true, depth: 0 });
  // A draft read answers the latest version, published or not: the preview shows it either way.
  if (draft || doc._status === 'published') return doc;
  throw new Error(`The ${slug} global is not published`);
}
