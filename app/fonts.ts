import localFont from 'next/font/local';

// Self-hosted variable fonts (latin subset) from @fontsource-variable: no request leaves the site.
// Not preloaded, and 'optional': the first paint never waits for 76 KB of woff2 (with a preload
// it did, and Lighthouse billed them to LCP), and a font that arrives after the first layout is
// used from the next page on instead of swapping in: no second layout of the whole page, no shift.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'optional',
  preload: false,
  weight: '100 900',
});

export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  display: 'optional',
  preload: false,
  weight: '200 800',
});
