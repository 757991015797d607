import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

/** The process global (lib/process-global.ts) holding the proxy's list of published paths. */
export const KNOWN_PATHS_GLOBAL = 'cmsKnownPaths';

function forget() {
  delete (globalThis as { [key: symbol]: unknown })[Symbol.for(`site.${KNOWN_PATHS_GLOBAL}`)];
}

/**
 * After a change (a publish, an unpublish) or a deletion of a page or service, the proxy reads the published paths anew
 * on its next request (lib/cms/known-paths.ts), so a new address is not sent home meanwhile.
 */
export const forgetKnownPathsOnPublish: CollectionAfterChangeHook = ({ doc }) => {
  // Also on an unpublish or a draft save: reading the list again is cheap.
  forget();
  return doc;
};

export const forgetKnownPathsOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  forget();
  return doc;
};
