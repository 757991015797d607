import 'server-only';

type Photo = { body: Uint8Array; contentType: string };
type Entry = Photo & { storedAt: number };

const MAX_BYTES = 32 * 1024 * 1024;
const TTL_MS = 60 * 60_000;

/**
 * The photos fetched lately, least recently used out first, within MAX_BYTES in all and for an
 * hour each: the admin host is asked once per photo, not once per request.
 */
export function createPhotoCache({ maxBytes = MAX_BYTES, ttlMs = TTL_MS } = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    bytes -= entries.get(key)?.body.byteLength ?? 0;
    entries.delete(key);
  };
  return {
    get(key: string, now = Date.now()): Photo | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (now - entry.storedAt > ttlMs) return undefined;
      entries.set(key, entry);
      bytes += entry.body.byteLength;
      return entry;
    },
    set(key: string, photo: Photo, now = Date.now()) {
      drop(key);
      entries.set(key, { ...photo, storedAt: now });
      bytes += photo.body.byteLength;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}
