/**
 * What the card's font (next/og's bundled Geist Regular) draws: Latin letters, the site's
 * punctuation and the rupee sign. For any other character Satori fetches a font from Google
 * Fonts (or an emoji from a CDN); the server fetches nothing, so those are left out, lone
 * surrogates included.
 */
const NOT_DRAWN =
  /[^\u0020-\u007e\u00a0-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9]+/g;

export function drawable(text: string): string {
  return text.toWellFormed().replace(NOT_DRAWN, ' ').replace(/ {2,}/g, ' ').trim();
}
