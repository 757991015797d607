/**
 * A JSON resource of the site fetched once, on the first call (a visitor's first intent to open
 * what shows it), so it is in no page's HTML or RSC payload. A failed fetch is tried anew next time.
 */
export function fetchOnce<T>(url: string): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      }));
}

/**
 * `load`, or in an editor's preview what the page brought in its place: their drafts, which a
 * pre-rendered resource (holding what is published) cannot give.
 */
export const previewOr = <T>(load: () => Promise<T>, preview: T | undefined): (() => Promise<T>) =>
  preview ? () => Promise.resolve(preview) : load;
