// Not 'server-only' nor lib/process-global.ts: cms/ writes this, and Payload's CLI loads cms/
// outside Next, where that import throws.

/**
 * What the proxy knows of the CMS's addresses: the published pages' paths (anything else is sent
 * home) and the old addresses of records whose slug changed, each to its new path (308).
 */
export type KnownRoutes = {
  paths: ReadonlySet<string>;
  moved: ReadonlyMap<string, string>;
};

/** One per process, on globalThis as lib/process-global.ts explains: the proxy and the CMS are bundled apart. */
const KEY = Symbol.for('site.cmsKnownRoutes');
const scope = globalThis as { [KEY]?: KnownRoutes };

/** The last list the CMS's side read; undefined until it first has (the seed stands in). */
export const publishedRoutes = (): KnownRoutes | undefined => scope[KEY];

export function setPublishedRoutes(routes: KnownRoutes): void {
  scope[KEY] = routes;
}
