// A phone's first visit, frame by frame: screenshots of one page at 390×844 every STEP_MS while it
// loads under Lighthouse's slow-4G figures (562.5 ms request latency, 1.47 Mbit/s down) and a CPU
// slowdown, in a fresh session (splash shown, motion allowed), each named by its time and labelled
// with the splash state and document.readyState, for a person to look at.
// Usage: node scripts/screenshot-first-visit.mjs [baseUrl] [outDir] [path]   (CPU=4 STEP_MS=300 FRAMES=16)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './bench/chromium.mjs';

const [base = 'http://localhost:3000', outDir = 'screenshots/first-visit', path = '/'] = process.argv.slice(2);
const cpu = Number(process.env.CPU ?? 4);
const stepMs = Number(process.env.STEP_MS ?? 300);
const frames = Number(process.env.FRAMES ?? 16);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });

const started = Date.now();
const navigation = page.goto(base + path, { waitUntil: 'load', timeout: 60_000 });
for (let frame = 0; frame < frames; frame++) {
  await page.waitForTimeout(Math.max(0, started + frame * stepMs - Date.now()));
  const at = Date.now() - started;
  const state = await page.evaluate(() => `${document.documentElement.dataset.splash ?? 'none'}-${document.readyState}`).catch(() => 'no-document');
  const file = `${outDir}/${String(at).padStart(5, '0')}ms-${state}.png`;
  await page.screenshot({ path: file }).catch(() => {});
  console.log(file);
}
await navigation.catch(() => {});
console.log(`load event after ${Date.now() - started} ms or more`);
await browser.close();
