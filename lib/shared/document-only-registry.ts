/**
 * Markup handed from the server components' render to the HTML render of the same request,
 * beside the RSC payload rather than in it. Both renders run in one server process but load
 * their own copies of every module, so the handover is a map on globalThis, keyed by a hash of
 * the markup (the same footer on every page is one entry) and capped so that unique markup
 * (a job's structured data) cannot grow it without bound. In the browser it is always empty.
 */
const LIMIT = 2000;
const KEY = Symbol.for('site.documentOnlyHtml');

type Holder = typeof globalThis & { [KEY]?: Map<string, string> };

/** Keeps `html` under `key` for the HTML render (server components only: lib/document-only.tsx). */
export function registerDocumentHtml(key: string, html: string): void {
  const holder = globalThis as Holder;
  const entries = (holder[KEY] ??= new Map());
  entries.delete(key);
  entries.set(key, html);
  if (entries.size > LIMIT) entries.delete(entries.keys().next().value!);
}

/** The markup registered under `key`, or '' where there is none (in the browser). */
export function documentHtml(key: string): string {
  return (globalThis as Holder)[KEY]?.get(key) ?? '';
}
