// How long the application dialog takes to fill the form from a two-page resume on a mid-range
// phone: the built site (last `npm run build`) in Chromium slowed to the CPU calibrated from
// Lighthouse's benchmarkIndex (docs/benchmarks.md), the page loaded at full speed, then, slowed
// down, the dialog opened and a two-page resume (RESUME) chosen; the time from
// choosing it to the form saying it filled the fields.
// The form reads resumes in a worker, which loads PDF.js as the dialog opens. Chromium's own CPU
// throttling does not reach workers, so the slowdown is a CPU quota on the whole browser
// (slow-cpu.mjs: root and a cgroup cpu controller). 'first file, at once' is chosen the moment the
// dialog opens, so the whole load is waited for (the worst case); 'first file, after N ms' is
// chosen BENCH_PICKER_MS (3000,10000) later, a candidate reaching the field and finding their resume;
// 'next file' is the reading alone; 'in the page, at once' is the first case with no worker (the
// reading on the page's main thread, as before the worker). The reader's code comes from this
// server without network throttling. Medians of BENCH_RUNS (5).
// `npm ci --prefix scripts/bench && node scripts/bench/resume-parse.mjs` (BENCH_URL: a running site).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.mjs';
import { startServer } from '../../tests/support/processes.mjs';
import { calibratedMultiplier, median } from './lighthouse.mjs';
import { slowCpuGroup } from './slow-cpu.mjs';

/** Two pages printed by Chromium, fonts embedded as in most real resumes (BENCH_RESUME: another). */
const RESUME = path.resolve(
  import.meta.dirname,
  '../..',
  process.env.BENCH_RESUME ?? 'tests/unit/fixtures/resumes/printed.pdf',
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
  // As a candidate: a click opens the picker, a file is chosen pickerOpenMs later.
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
 * Opens the dialog. The server's HTML has a link to the plain form there; hydration makes it a
 * button with its handler attached, so the button is waited for, then clicked once.
 */
async function openDialog(page) {
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  await page.locator(RESUME_INPUT).waitFor({ timeout: 60_000 });
}

async function measure(browser, cpu, url, multiplier, { pickerMs, inPage }) {
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
    // A browser without workers: the form reads in the page.
    if (inPage) await context.addInitScript(() => delete globalThis.Worker);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page's load is not what this measures: the dialog opening is, as it starts the reader.
    cpu.slow(multiplier);
    await openDialog(page);
    const first = await fillOnce(page, pickerMs);
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
    cpu.full();
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
  const cpu = slowCpuGroup(chromiumPath);
  const browser = await chromium.launch({ executablePath: cpu.executablePath, args: chromiumArgs });
  const pickers = (process.env.BENCH_PICKER_MS ?? '3000,10000').split(',').map(Number);
  const cases = [
    { label: 'first file, at once', pickerMs: 0, inPage: false },
    ...pickers.map((pickerMs) => ({
      label: `first file, after ${pickerMs} ms`,
      pickerMs,
      inPage: false,
    })),
    { label: 'in the page, at once', pickerMs: 0, inPage: true },
  ].map((each) => ({ ...each, samples: [] }));
  try {
    // Round by round, so that a burst of load elsewhere on the machine weighs on every case alike.
    for (let run = 0; run < runs; run++)
      for (const { pickerMs, inPage, samples } of cases)
        samples.push(
          await measure(browser, cpu, url, calibration.multiplier, { pickerMs, inPage }),
        );
  } finally {
    await browser.close();
    cpu.remove();
  }
  const ms = (values) => Math.round(median(values));
  console.log(
    `Resume autofill, two-page PDF, CPU ${calibration.multiplier}× (benchmarkIndex ${calibration.benchmarkIndex}), median of ${runs}:`,
  );
  console.table(
    cases.map(({ label, samples }) => ({
      case: label,
      'first file ms': ms(samples.map((sample) => sample.first)),
      'next file ms': ms(samples.map((sample) => sample.next)),
      runs: samples.map((sample) => Math.round(sample.first)).join(' '),
    })),
  );
} finally {
  await stop?.();
}
