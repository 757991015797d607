import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type PostgresAdapter, sql } from '@payloadcms/db-postgres';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
} from 'payload';
import type { Media } from './payload-types';
import { env } from '../lib/env';

/**
 * Where the media collection's files live. SQLite (no DATABASE_URL): in DATA_DIR/cms-media, as
 * Payload keeps them. PostgreSQL: in the table cms.media_files beside the media records, written
 * in the same transaction as the record, so every instance on the database serves every upload,
 * nothing is written under DATA_DIR, and one pg_dump (`npm run backup`) holds records and files.
 * The table is outside Payload's schema (Payload has no binary field): cms/on-init.ts makes it.
 */
export const MEDIA_FILES_TABLE = `CREATE TABLE IF NOT EXISTS cms.media_files (
  filename text PRIMARY KEY,
  mime_type text NOT NULL,
  filesize integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>;
type File = { filename: string; mimeType: string; data: Buffer };

/** The storage part of the media collection's config for the store in use. */
export function mediaStorage(): { upload: Partial<Upload>; hooks: CollectionConfig['hooks'] } {
  if (!env.DATABASE_URL)
    return {
      upload: { staticDir: path.resolve(/* turbopackIgnore: true */ env.DATA_DIR, 'cms-media') },
      hooks: {},
    };
  return {
    upload: { disableLocalStorage: true, handlers: [serveForEditor] },
    hooks: { afterChange: [saveFiles], afterDelete: [deleteFiles] },
  };
}

/** The drizzle handle of the request's transaction (or the pool's), on PostgreSQL. */
async function database(payload: Payload, req?: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter;
  const transaction = req?.transactionID ? await req.transactionID : undefined;
  return (transaction !== undefined && adapter.sessions[transaction]?.db) || adapter.drizzle;
}

const namesOf = (doc: Partial<Media> | undefined) =>
  [doc?.filename, ...Object.values(doc?.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => typeof name === 'string',
  );

/** The files Payload made of this request's upload: the (resized) original and each size. */
function incomingFiles(doc: Media, req: PayloadRequest): File[] {
  if (!req.file || !doc.filename || !doc.mimeType) return [];
  const files = [{ filename: doc.filename, mimeType: doc.mimeType, data: req.file.data }];
  for (const [name, size] of Object.entries(doc.sizes ?? {})) {
    const data = req.payloadUploadSizes?.[name];
    if (data && size?.filename && size.mimeType)
      files.push({ filename: size.filename, mimeType: size.mimeType, data });
  }
  return files;
}

const saveFiles: CollectionAfterChangeHook<Media> = async ({ doc, previousDoc, req }) => {
  const files = incomingFiles(doc, req);
  if (files.length === 0) return doc;
  const db = await database(req.payload, req);
  for (const file of files)
    await db.execute(sql`INSERT INTO cms.media_files (filename, mime_type, filesize, data)
      VALUES (${file.filename}, ${file.mimeType}, ${file.data.length}, ${file.data})
      ON CONFLICT (filename) DO UPDATE SET mime_type = EXCLUDED.mime_type,
        filesize = EXCLUDED.filesize, data = EXCLUDED.data, created_at = now()`);
  // A replaced upload's files go with it.
  const kept = new Set(files.map((file) => file.filename));
  await removeFiles(
    db,
    namesOf(previousDoc).filter((name) => !kept.has(name)),
  );
  return doc;
};

const deleteFiles: CollectionAfterDeleteHook<Media> = async ({ doc, req }) => {
  await removeFiles(await database(req.payload, req), namesOf(doc));
};

async function removeFiles(db: Awaited<ReturnType<typeof database>>, names: string[]) {
  for (const name of names)
    await db.execute(sql`DELETE FROM cms.media_files WHERE filename = ${name}`);
}

/** A stored file's bytes by its name, or null. */
async function readBytes(payload: Payload, name: string): Promise<Buffer | null> {
  if (!env.DATABASE_URL) {
    const { staticDir = '' } = payload.collections.media.config.upload;
    // A run-time folder (DATA_DIR): not something the build should trace.
    return readFile(
      /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ staticDir, name),
    ).catch(() => null);
  }
  const db = await database(payload);
  const { rows } = await db.execute<{ data: Buffer }>(
    sql`SELECT data FROM cms.media_files WHERE filename = ${name}`,
  );
  return rows[0]?.data ?? null;
}

/**
 * The picture of the media collection named `name` (the upload or one of its sizes, by the file
 * name Payload gave it), wherever the store keeps it, or null for any other name.
 */
export async function findMediaFile(
  payload: Payload,
  name: string,
): Promise<{ body: Buffer; mimeType: string } | null> {
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      or: [
        { filename: { equals: name } },
        { 'sizes.card.filename': { equals: name } },
        { 'sizes.social.filename': { equals: name } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const media = docs[0];
  if (!media) return null;
  const size = Object.values(media.sizes ?? {}).find((entry) => entry?.filename === name);
  const mimeType = size?.mimeType ?? media.mimeType;
  if (!mimeType?.startsWith('image/')) return null;
  const body = await readBytes(payload, name);
  return body ? { body, mimeType } : null;
}

/** Payload's own file address (/cms-api/media/file/<name>, the editor's thumbnails) on PostgreSQL. */
async function serveForEditor(req: PayloadRequest, { params }: { params: { filename: string } }) {
  const file = await findMediaFile(req.payload, params.filename);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.mimeType,
      'Cache-Control': 'private, max-age=3600',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
