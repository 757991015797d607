// A phone's first visit, frame by frame: the frames Chromium paints while one page loads at
// 390×844 under Lighthouse's slow-4G figures (562.5 ms request latency, 1.47 Mbit/s down) and a
// CPU slowdown, in a fresh session (splash shown, motion allowed), each saved under its time
// since navigation start, for a person to look at. Ends with DOMContentLoaded and load times.
// Usage: node scripts/screenshot-first-visit.mjs [baseUrl] [outDir] [path]   (CPU=4, EVERY_MS=500: at most a frame per 500 ms)
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.mjs';

const [base = 'http://localhost:3000', outDir = 'screenshots/first-visit', path = '/'] =
  process.argv.slice(2);
const cpu = Number(process.env.CPU ?? 4);
const everyMs = Number(process.env.EVERY_MS ?? 500);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'no-preference',
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
});
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });

// Frames as the compositor paints them (a screenshot would wait for the page and miss the splash).
let lastSaved = -Infinity;
const started = Date.now();
cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
  cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  const at = Date.now() - started;
  if (at - lastSaved < everyMs) return;
  lastSaved = at;
  const file = `${outDir}/${String(at).padStart(5, '0')}ms.png`;
  writeFileSync(file, Buffer.from(data, 'base64'));
  console.log(file);
});
await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
await page.goto(base + path, { waitUntil: 'load', timeout: 90_000 });
await page.waitForTimeout(1500);
await cdp.send('Page.stopScreencast');
const timing = await page.evaluate(() => {
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    domContentLoaded: Math.round(navigation.domContentLoadedEventStart),
    load: Math.round(navigation.loadEventStart),
  };
});
console.log(
  `DOMContentLoaded at ${timing.domContentLoaded} ms, load at ${timing.load} ms (navigation timing)`,
);
await browser.close();
