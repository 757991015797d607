/** Launch options for Debian's Chromium on these machines (no downloads, no background traffic). */

/** The full browser: benchmarks and screenshots measure and show what visitors' Chrome does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: Chromium's headless shell, the same engine without the browser around it
 * (Playwright's own choice for headless runs). A suite's page took about 30% less CPU in it than
 * in the full browser (content-pages.spec: 44 against 63 CPU-s, one worker).
 */
export const testChromiumPath =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The headless shell hints glyphs to whole pixels unless told not to: text set 2.5% wider than
  // in the full browser (a 48ch column 576 px against 562), which moves line lengths and wraps.
  '--font-render-hinting=none',
];
