// How long the application dialog takes to fill the form from a two-page resume on a mid-range
// phone: the built site (last `npm run build`) in Chromium at the CPU slowdown calibrated from
// Lighthouse's benchmarkIndex (docs/benchmarks.md), the dialog opened on a job page at full speed,
// then, slowed down, the time from choosing tests/unit/fixtures/resumes/one-column.pdf to the form
// saying it filled the fields.
// The form loads PDF.js when the file picker opens. 'first file, at once' is chosen the moment the
// picker opens, so the whole load is waited for (the worst case); 'first file, after N ms' is
// chosen BENCH_PICKER_MS (1500) later, a candidate finding their resume; 'next file' is the
// reading alone. The reader's code comes from this server without network throttling. Medians of
// BENCH_RUNS (5).
// `npm ci --prefix scripts/bench && node scripts/bench/resume-parse.mjs` (BENCH_URL: a running site).
import path from 'node:path';
import { chromium } from '@playwright/test';
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
 * Chooses the resume in the dialog's form and returns the milliseconds from choosing it to the
 * form's note saying it filled the fields, read every 20 ms (a few milliseconds of the DevTools
 * protocol are counted in). Playwright, as the e2e tests: driven by puppeteer the same steps ended
 * now and then with the fields emptied and no note, not seen in any browser or in Playwright.
 */
async function fillOnce(page, pickerOpenMs) {
  // As a candidate: a click opens the picker (the form starts loading PDF.js then), a file is
  // chosen pickerOpenMs later.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator(RESUME_INPUT).click(),
  ]);
  await page.waitForTimeout(pickerOpenMs);
  const chosen = performance.now();
  await chooser.setFiles(RESUME);
  try {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('dialog [role="status"]')].some((note) =>
          note.textContent.startsWith('We filled'),
        ),
      null,
      { polling: 20, timeout: Number(process.env.BENCH_WAIT ?? 120_000) },
    );
    return performance.now() - chosen;
  } catch (error) {
    console.error(
      'The form never said it filled the fields:',
      await page.evaluate(() => ({
        notes: [...document.querySelectorAll('dialog [role="status"]')].map((n) => n.textContent),
        filled: [...document.querySelectorAll('dialog [data-autofilled]')].map(
          (n) => `${n.name}=${n.value.slice(0, 20)}`,
        ),
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
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const opened = await page
      .locator(RESUME_INPUT)
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
  throw new Error('the application dialog did not open');
}

async function measure(browser, url, multiplier, pickerOpenMs) {
  // A context of its own: no draft of the form kept from an earlier run (it would leave nothing to fill).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // A visitor who has seen the splash and answered the cookie banner: neither covers Apply Now.
    await context.addInitScript(() => {
      sessionStorage.setItem('splashShown', '1');
      localStorage.setItem('cookieConsent', 'declined');
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await openDialog(page);
    // Only the reading is slowed down: the page's load is not what this measures.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
    const first = await fillOnce(page, pickerOpenMs);
    // Empty the filled fields, so that the next reading fills them again, and the file field: the
    // same file chosen again is no change.
    await page.locator(RESUME_INPUT).setInputFiles([]);
    // Named first: a filled field the candidate edits loses its mark.
    const filled = await page
      .locator('dialog [data-autofilled]')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('name')));
    for (const name of filled) await page.locator(`dialog [name="${name}"]`).fill('');
    const next = await fillOnce(page, 0);
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
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const pickerMs = Number(process.env.BENCH_PICKER_MS ?? 1500);
  const atOnce = [];
  const later = [];
  try {
    for (let run = 0; run < runs; run++) {
      atOnce.push(await measure(browser, url, calibration.multiplier, 0));
      later.push(await measure(browser, url, calibration.multiplier, pickerMs));
    }
  } finally {
    await browser.close();
  }
  const ms = (values) => Math.round(median(values));
  const all = (samples, key) => samples.map((s) => Math.round(s[key])).join(' ');
  console.log(
    `Resume autofill, two-page PDF, CPU ${calibration.multiplier}× (benchmarkIndex ${calibration.benchmarkIndex}), median of ${runs}:`,
  );
  console.table([
    {
      'first file, at once ms': ms(atOnce.map((s) => s.first)),
      [`first file, after ${pickerMs} ms`]: ms(later.map((s) => s.first)),
      'next file ms': ms([...atOnce, ...later].map((s) => s.next)),
    },
  ]);
  console.log(
    `runs: at once ${all(atOnce, 'first')}; after ${pickerMs} ms ${all(later, 'first')}; next ${all([...atOnce, ...later], 'next')}`,
  );
} finally {
  await stop?.();
}
