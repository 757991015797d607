import { revalidatePath } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionConfig, GlobalAfterChangeHook } from 'payload';
import { isEditor } from './access';

/**
 * How every content collection and global is published: an edit is a draft until published,
 * publishing can be scheduled, and each record keeps its last 50 versions to restore.
 */
export const versions = {
  drafts: { schedulePublish: true },
  maxPerDoc: 50,
} satisfies CollectionConfig['versions'];

/** Editors and admins only: public pages read content on the server, never through the API. */
export const editorAccess = {
  read: isEditor,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
  readVersions: isEditor,
} satisfies CollectionConfig['access'];

/**
 * After a publish (not a draft save), every page of this instance is rendered anew on its next
 * request; other instances follow within a minute (cms/… poller, README "Editing the site").
 */
function revalidateSite(status: unknown) {
  if (status !== 'published') return;
  try {
    revalidatePath('/', 'layout');
  } catch {
    // Outside a request (the seed at start, a script): there is nothing cached to expire yet.
  }
}

export const revalidateOnPublish: CollectionAfterChangeHook = ({ doc }) => {
  revalidateSite((doc as { _status?: unknown })._status);
  return doc;
};

export const revalidateGlobalOnPublish: GlobalAfterChangeHook = ({ doc }) => {
  revalidateSite((doc as { _status?: unknown })._status);
  return doc;
};
