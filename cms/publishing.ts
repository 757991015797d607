import { revalidatePath } from 'next/cache';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
} from 'payload';
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
 * The editor's "Preview" button (a collection's or global's `admin.preview`): the page at the
 * record's path, through app/api/preview, which shows drafts to logged-in editors only.
 */
export const previewAt =
  <T>(pathOf: (doc: T) => string | null | undefined) =>
  (doc: Record<string, unknown>) => {
    const path = pathOf(doc as T);
    return path ? `/api/preview?path=${encodeURIComponent(path)}` : null;
  };

/** Where the time of the last publish is kept, in the CMS's own database (shared by instances). */
const PUBLISHED_AT_KEY = 'site-published-at';

/** The time of the last publish, unpublish or deletion of public content; null before any. */
export async function lastPublishedAt(payload: Payload): Promise<number | null> {
  return (await payload.kv.get<{ at: number }>(PUBLISHED_AT_KEY))?.at ?? null;
}

/**
 * After a publish (not a draft save): every page of this instance is rendered anew on its next
 * request, and the time is recorded for the other instances, whose content watcher
 * (app/api/cms/refresh) expires their pages within CMS_REFRESH_MS.
 */
async function publicContentChanged(payload: Payload) {
  await payload.kv.set(PUBLISHED_AT_KEY, { at: Date.now() });
  try {
    revalidatePath('/', 'layout');
  } catch {
    // Outside a request (the seed at start, a script): the content watcher expires the pages.
  }
}

const statusOf = (doc: unknown) => (doc as { _status?: unknown } | undefined)?._status;
/**
 * A publish, or an unpublish of what was public. A draft saved over a published record leaves the
 * public version as it was (the editor saves drafts with ?draft=true).
 */
const touchesPublic = (doc: unknown, previous: unknown, req: PayloadRequest) =>
  statusOf(doc) === 'published' ||
  (statusOf(previous) === 'published' && String(req.query?.draft) !== 'true');

export const revalidateOnPublish: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (touchesPublic(doc, previousDoc, req)) await publicContentChanged(req.payload);
  return doc;
};

export const revalidateOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (statusOf(doc) === 'published') await publicContentChanged(req.payload);
  return doc;
};

export const revalidateGlobalOnPublish: GlobalAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (touchesPublic(doc, previousDoc, req)) await publicContentChanged(req.payload);
  return doc;
};

/** What every content global shares: drafts and versions, editors' access, a publish goes live. */
export const contentGlobal = {
  versions,
  access: {
    read: editorAccess.read,
    update: editorAccess.update,
    readVersions: editorAccess.readVersions,
  },
  hooks: { afterChange: [revalidateGlobalOnPublish] },
} satisfies Partial<GlobalConfig>;
