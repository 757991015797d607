// What keeps a page's main thread busy once it has loaded: Lighthouse needs five quiet seconds
// for its Time to Interactive, and a page that never gets them has no score under applied
// throttling (NO_TTI_CPU_IDLE_PERIOD). Each page is loaded in Chromium at a phone's CPU, with
// full motion, and traced for a while after `load`; the long tasks after it are summed by what
// they did (Lighthouse's task groups, then trace events), with the CSS animations still running.
//   node scripts/bench/after-load.mjs <url>...   BENCH_MULTIPLIER (else calibrated on the first
//                                                 url), AFTER_LOAD_SECONDS (12)
// Found what kept /about busy: fifty infinite CSS animations (docs/benchmarks.md).
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.mjs';
import { calibratedMultiplier } from './lighthouse.mjs';
import { LONG_TASK_MS, mainThreadTasks, timeByGroup } from './trace-summary.mjs';

const VIEWPORT = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: after-load.mjs <url>...');
  process.exit(2);
}
const seconds = Number(process.env.AFTER_LOAD_SECONDS ?? 12);
const multiplier = process.env.BENCH_MULTIPLIER
  ? Number(process.env.BENCH_MULTIPLIER)
  : (await calibratedMultiplier(urls[0])).multiplier;

/** The largest entries of a `name → ms` record, as `name ms` strings. */
const largest = (record, count = 6) =>
  Object.entries(record)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');

async function traceAfterLoad(browser, url) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
  // The splash (once a session) would count as the page's own work.
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('splashShown', '1'));
  await page.tracing.start({ categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const loadMs = await page.evaluate(() => performance.now());
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const animations = await page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
  );
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
  await page.close();

  const { tasks } = mainThreadTasks(trace);
  // Task times are from the navigation's start, as performance.now() is.
  const after = tasks.filter(
    (task) => !task.parent && task.duration >= LONG_TASK_MS && task.startTime > loadMs,
  );
  const byGroup = {};
  const byEvent = {};
  const addEvents = (task) => {
    byEvent[task.event.name] = (byEvent[task.event.name] ?? 0) + task.selfTime;
    task.children.forEach(addEvents);
  };
  for (const task of after) {
    timeByGroup(task, byGroup);
    addEvents(task);
  }
  return {
    url,
    loadMs: Math.round(loadMs),
    longTasksAfterLoad: after.length,
    longTaskMs: Math.round(after.reduce((sum, task) => sum + task.duration, 0)),
    runningAnimations: animations,
    byGroup: largest(byGroup),
    byEvent: largest(byEvent),
  };
}

const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  args: ['--headless=new', ...chromiumArgs],
  defaultViewport: VIEWPORT,
});
try {
  console.log(`CPU ${multiplier}×, ${seconds} s traced after load, 412 px, full motion`);
  for (const url of urls) console.log(await traceAfterLoad(browser, url));
} finally {
  await browser.close();
}
