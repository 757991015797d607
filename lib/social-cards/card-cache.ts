import 'server-only';

/** Cards kept at once: every page record and a few dozen open jobs, never what strangers ask for. */
const MAX_CARDS = 64;
const KEEP_MS = 5 * 60_000;

type Kept = { png: ArrayBuffer; until: number };

/**
 * Rendered social cards in this process's memory, least recently used first out. Only cards of
 * real pages are ever drawn, so the keys are few; the bound holds whatever the job list becomes.
 */
export function createCardCache(now: () => number = Date.now, maxCards = MAX_CARDS) {
  const kept = new Map<string, Kept>();
  const drawing = new Map<string, Promise<ArrayBuffer>>();

  function remember(key: string, png: ArrayBuffer) {
    kept.delete(key);
    kept.set(key, { png, until: now() + KEEP_MS });
    while (kept.size > maxCards) kept.delete(kept.keys().next().value!);
  }

  return {
    /** Whether `key`'s card is kept or being drawn: asking for it again costs no drawing. */
    holds(key: string): boolean {
      const hit = kept.get(key);
      return (hit !== undefined && hit.until > now()) || drawing.has(key);
    },
    /** The card for `key`, drawn by `draw` when not kept (once, however many ask at the same time). */
    async get(key: string, draw: () => Promise<ArrayBuffer>): Promise<ArrayBuffer> {
      const hit = kept.get(key);
      if (hit && hit.until > now()) {
        remember(key, hit.png);
        return hit.png;
      }
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw().finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const png = await pending;
      remember(key, png);
      return png;
    },
    get size() {
      return kept.size;
    },
  };
}
