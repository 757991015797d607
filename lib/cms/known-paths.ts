import 'server-only';
import { productPageRecords, staticPages } from '@/content/pages';
import { servicePages } from '@/content/services';
import { KNOWN_PATHS_GLOBAL } from '@/cms/collections/forget-known-paths';
import { errorSummary, log } from '@/lib/log';
import { processGlobal } from '@/lib/process-global';
import { listPages } from './content';

/** How long the proxy trusts its list of published paths before it asks the CMS again. */
export const KNOWN_PATHS_TTL_MS = 60_000;

/** The seed's paths: what a build knows, and what stands in while the CMS cannot answer. */
const seedPaths: ReadonlySet<string> = new Set(
  [...staticPages, ...productPageRecords]
    .map((page) => page.path)
    .concat(servicePages.map((service) => `/services/${service.slug}`)),
);

type Known = { paths: ReadonlySet<string>; at: number };

/**
 * The list, shared by the proxy and the pages' bundles. A publish on this instance drops it
 * (cms/collections/forget-known-paths.ts deletes this process global by its name).
 */
const state = () =>
  processGlobal<{ known?: Known; refreshing?: Promise<void> }>(KNOWN_PATHS_GLOBAL, () => ({}));

async function refresh(now: number) {
  const current = state();
  try {
    const pages = await listPages();
    // A page of its own has its file in app/: it renders (from the seed) even when unpublished.
    const paths = new Set(staticPages.map((page) => page.path));
    for (const page of pages) paths.add(page.path);
    current.known = { paths, at: now };
  } catch (error) {
    log.error({ err: errorSummary(error) }, 'cms: the published paths could not be read');
    current.known = { paths: current.known?.paths ?? seedPaths, at: now };
  }
}

/**
 * The addresses of the published pages, for the proxy (which sends unknown ones home): read from
 * the CMS at most once a minute, so a page or service published on any instance is known within
 * 60 s, and one published here on the next request.
 */
export async function knownPaths(now = Date.now()): Promise<ReadonlySet<string>> {
  const current = state();
  if (!current.known || now - current.known.at >= KNOWN_PATHS_TTL_MS) {
    current.refreshing ??= refresh(now).finally(() => {
      current.refreshing = undefined;
    });
    await current.refreshing;
  }
  return current.known!.paths;
}
