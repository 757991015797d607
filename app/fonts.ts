import localFont from 'next/font/local';

// Self-hosted variable fonts (latin subset) from @fontsource-variable: no request leaves the site.
// Not preloaded: text paints at once in the metric-matched fallback and the fonts swap in when
// they arrive. A preload made the first paint (and Lighthouse's LCP) wait for 76 KB of fonts.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  weight: '100 900',
});

export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  display: 'swap',
  preload: false,
  weight: '200 800',
});
