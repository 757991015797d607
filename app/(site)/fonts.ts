import localFont from 'next/font/local';

// Plus Jakarta Sans is both the display face (headings, 600–800) and the text face (body, 400–500):
// one variable file of 27 KB (the latin subset from @fontsource-variable) carries every weight, so a
// page preloads one font and nothing else. Self-hosted: no request leaves the site.
// 'swap' shows the text at once in a local fallback whose metrics next/font adjusts to the face
// (size-adjust, ascent and descent overrides), so the face swaps in on the first visit without
// moving the layout. The site sets no italic text, so no italic file is shipped.
export const jakarta = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  weight: '200 800',
});
