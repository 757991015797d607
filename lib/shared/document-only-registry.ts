import { processGlobal } from './process-global';

/**
 * Markup handed from the server components' render to the HTML render of the same request,
 * beside the RSC payload rather than in it. Both renders run in one server process but load
 * their own copies of every module, so the handover is a map on globalThis, keyed by a hash of
 * the markup (the same footer on every page is one entry) and capped so that unique markup
 * (a job's structured data) cannot grow it without bound. In the browser it is always empty.
 */
const LIMIT = 2000;
const entries = () => processGlobal('documentOnlyHtml', () => new Map<string, string>());

/** Keeps `html` under `key` for the HTML render (server components only: lib/document-only.tsx). */
export function registerDocumentHtml(key: string, html: string): void {
  const kept = entries();
  kept.delete(key);
  kept.set(key, html);
  if (kept.size > LIMIT) kept.delete(kept.keys().next().value!);
}

/**
 * The markup registered under `key`; '' in the browser, which keeps what the HTML brought. On the
 * server a key with nothing registered is a broken handover, and fails the render naming `what`
 * rather than writing an empty footer or structured data.
 */
export function documentHtml(key: string, what: string): string {
  const html = entries().get(key);
  if (html !== undefined) return html;
  if (typeof window !== 'undefined') return '';
  throw new Error(`${what}: its document-only markup (${key}) was not handed over`);
}
