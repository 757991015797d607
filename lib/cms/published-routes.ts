// Not 'server-only': cms/ writes this, and Payload's CLI loads cms/ outside Next, where that import throws.
import { processGlobal } from '../shared/process-global';

/**
 * What the proxy knows of the CMS's addresses: the published pages' paths (anything else is sent
 * home) and the old addresses of records whose slug changed, each to its new path (308).
 */
export type KnownRoutes = {
  paths: ReadonlySet<string>;
  moved: ReadonlyMap<string, string>;
};

/** One per process (the proxy and the CMS are bundled apart): the last list the CMS's side read, if any. */
const latest = () => processGlobal('cmsKnownRoutes', (): { routes?: KnownRoutes } => ({}));

/** Undefined until the CMS's side first read the list (the seed stands in). */
export const publishedRoutes = (): KnownRoutes | undefined => latest().routes;

export function setPublishedRoutes(routes: KnownRoutes): void {
  latest().routes = routes;
}
