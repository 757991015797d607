import localFont from 'next/font/local';

// The display face, self-hosted (latin subset, from @fontsource-variable): no request leaves the
// site. Body text is in the platform's own UI font (globals.css), so the largest text of a page
// never waits for a download. Not preloaded, and 'optional': the first paint never waits for the
// woff2 (with a preload it did, and Lighthouse billed it to LCP), and a font that arrives after the
// first layout is used from the next page on instead of swapping in: no second layout, no shift.
export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  display: 'optional',
  preload: false,
  weight: '200 800',
});
