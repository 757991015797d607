// How long the application dialog takes to fill the form from a two-page resume on a mid-range
// phone: the built site (last `npm run build`) in Chromium at the CPU slowdown calibrated from
// Lighthouse's benchmarkIndex (docs/benchmarks.md), the dialog opened on a job page at full speed,
// then, slowed down, the time from choosing tests/unit/fixtures/resumes/one-column.pdf to the form
// saying it filled the fields.
// 'first file' includes loading the reader's code (on the first file only, from this server
// without network throttling); 'next file' is the reading alone. Median of BENCH_RUNS (5).
// `npm ci --prefix scripts/bench && node scripts/bench/resume-parse.mjs` (BENCH_URL: a running site).
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.mjs';
import { startServer } from '../../tests/support/processes.mjs';
import { calibratedMultiplier, median } from './lighthouse.mjs';

const RESUME = path.resolve(
  import.meta.dirname,
  '../../tests/unit/fixtures/resumes/one-column.pdf',
);
const JOB_PATH = '/careers/senior-java-developer-1001';
/** The application dialog's resume field (a native <dialog>; the header's menu is one too). */
const RESUME_INPUT = 'dialog input[name="resume"]';
const runs = Number(process.env.BENCH_RUNS ?? 5);

/**
 * Chooses the resume in the dialog's form and returns the milliseconds from its change event to
 * the form's note saying it filled the fields (after saying it was reading, so that a note left
 * by an earlier reading does not count).
 */
async function fillOnce(page) {
  const input = await page.waitForSelector(RESUME_INPUT);
  await input.evaluate((resume) => {
    // The dialog, not the form: the form's elements are not all the same nodes once it is filled.
    const dialog = resume.closest('dialog');
    const notes = () =>
      [...dialog.querySelectorAll('[role="status"]')].map((note) => note.textContent).join();
    const times = (window.__resumeTimes = {});
    resume.addEventListener('change', () => (times.chosen = performance.now()), { once: true });
    const observer = new MutationObserver(() => {
      if (times.chosen === undefined) return;
      times.reading ||= /Reading/.test(notes());
      if (times.reading && /We filled/.test(notes())) {
        times.filled = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(dialog, { childList: true, subtree: true, characterData: true });
  });
  await input.uploadFile(RESUME);
  try {
    const filled = await page.waitForFunction(
      () =>
        window.__resumeTimes.filled && window.__resumeTimes.filled - window.__resumeTimes.chosen,
      { timeout: Number(process.env.BENCH_WAIT ?? 120_000) },
    );
    return await filled.jsonValue();
  } catch (error) {
    console.error(
      'The form never said it filled the fields:',
      await page.evaluate(() => ({
        ...window.__resumeTimes,
        notes: [...document.querySelectorAll('dialog [role="status"]')].map((n) => n.textContent),
        filled: [...document.querySelectorAll('dialog [data-autofilled]')].map((n) => n.name),
      })),
    );
    throw error;
  }
}

/**
 * Clicks Apply Now until the dialog opens. The server's HTML has a link to the plain form there;
 * hydration makes it a button, and a click before its handler is attached does nothing.
 */
async function openDialog(page) {
  for (let tries = 0; tries < 30; tries += 1) {
    await (await page.waitForSelector('button::-p-text(Apply Now)')).click();
    const opened = await page.waitForSelector(RESUME_INPUT, { timeout: 2000 }).catch(() => null);
    if (opened) return;
  }
  throw new Error('the application dialog did not open');
}

async function measure(browser, url, multiplier) {
  // A context of its own: no draft of the form kept from an earlier run (it would leave nothing to fill).
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    // A visitor who has seen the splash and answered the cookie banner: neither covers Apply Now.
    await page.evaluateOnNewDocument(() => {
      sessionStorage.setItem('splashShown', '1');
      localStorage.setItem('cookieConsent', 'declined');
    });
    await page.goto(url, { waitUntil: 'load' });
    await openDialog(page);
    // Only the reading is slowed down: the page's load is not what this measures.
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    const first = await fillOnce(page);
    // Empty the filled fields, so that the next reading fills them again, and the file field: the
    // same file chosen again is no change.
    await page.evaluate(() => {
      document.querySelector('dialog input[name="resume"]').value = '';
      for (const input of document.querySelectorAll('dialog [data-autofilled]')) {
        input.value = '';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    const next = await fillOnce(page);
    return { first, next };
  } finally {
    await context.close();
  }
}

const port = Number(process.env.BENCH_BYTES_PORT ?? 3716);
const site = process.env.BENCH_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${port}`;
const stop = process.env.BENCH_URL
  ? null
  : await startServer('node', ['scripts/start.mjs'], {
      env: { NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: '.bench/data', PORT: String(port) },
      readyUrl: `${site}/robots.txt`,
    });
try {
  const url = site + JOB_PATH;
  const calibration = process.env.BENCH_MULTIPLIER
    ? { multiplier: Number(process.env.BENCH_MULTIPLIER), benchmarkIndex: 'given' }
    : await calibratedMultiplier(url);
  console.log(
    `CPU ${calibration.multiplier}× (benchmarkIndex ${calibration.benchmarkIndex}${calibration.probes ? `, probes ${calibration.probes.join(' ')}` : ''})`,
  );
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  const samples = [];
  try {
    for (let run = 0; run < runs; run++)
      samples.push(await measure(browser, url, calibration.multiplier));
  } finally {
    await browser.close();
  }
  const ms = (values) => Math.round(median(values));
  console.log(
    `Resume autofill, two-page PDF, CPU ${calibration.multiplier}× (benchmarkIndex ${calibration.benchmarkIndex}), median of ${runs}:`,
  );
  console.table([
    {
      'first file (loads the reader) ms': ms(samples.map((s) => s.first)),
      'next file ms': ms(samples.map((s) => s.next)),
      runs: samples.map((s) => `${Math.round(s.first)}/${Math.round(s.next)}`).join(' '),
    },
  ]);
} finally {
  await stop?.();
}
