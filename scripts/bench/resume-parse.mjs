// How long the application dialog takes to fill the form from a two-page resume on a mid-range
// phone: the built site (last `npm run build`) in Chromium slowed to the CPU calibrated from
// Lighthouse's benchmarkIndex (docs/benchmarks.md), the page loaded at full speed, then, slowed
// down, the dialog opened and a two-page resume (RESUME) chosen; the time from
// choosing it to the form saying it filled the fields.
// The form sends the file to the server (POST /api/resume-fields), which reads it; when the server
// gives no answer, a worker in the browser loads PDF.js and reads it. Chromium's own CPU
// throttling does not reach workers, so the slowdown is a CPU quota on the whole browser
// (slow-cpu.mjs: root and a cgroup cpu controller); the server runs at full speed, as a server.
// Cases: the server reading over this machine's loopback and over Lighthouse's slow 4G (562.5 ms
// a request, 1.47 Mbps down, 675 kbps up: its applied throttling), and the browser reading when
// the server can't be reached (the route's requests fail). 'first file' is chosen the moment the
// dialog opens; 'next file' is another choice in the same form. Medians of BENCH_RUNS (5).
// `npm ci --prefix scripts/bench && node scripts/bench/resume-parse.mjs` (BENCH_URL: a running site,
// started with RATE_LIMIT_RESUME_READINGS=1000/600).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.mjs';
import { startServer } from '../../tests/support/processes.mjs';
import { APPLIED_NETWORK, calibratedMultiplier, median } from './lighthouse.mjs';
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
 * Chooses the resume in the dialog's form and returns the milliseconds, as the page's clock
 * counts them, from the file input's change event (the picker handing the file over) to the
 * form's note saying it filled the fields (React's commit of it, seen by a MutationObserver).
 * Timed in the page: timed from here, the DevTools protocol's own round trips through the slowed
 * browser added 100-400 ms. Playwright, as the e2e tests: driven by puppeteer the same steps ended
 * now and then with the fields emptied and no note, not seen in any browser or in Playwright.
 */
async function fillOnce(page) {
  await page.evaluate(() => {
    globalThis.benchFilled = new Promise((resolve) => {
      let chosen;
      const filled = () =>
        [...document.querySelectorAll('dialog [role="status"]')].some((note) =>
          note.textContent.startsWith('We filled'),
        );
      document.addEventListener(
        'change',
        (event) => {
          if (event.target.name === 'resume') chosen ??= performance.now();
        },
        { capture: true },
      );
      new MutationObserver((_, observer) => {
        if (chosen === undefined || !filled()) return;
        observer.disconnect();
        resolve(performance.now() - chosen);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  // As a candidate: a click opens the picker, a file is chosen.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.locator(RESUME_INPUT).click(),
  ]);
  await chooser.setFiles(RESUME);
  const wait = Number(process.env.BENCH_WAIT ?? 120_000);
  const timeout = new Promise((resolve) => setTimeout(resolve, wait, 'timeout'));
  const ms = await Promise.race([page.evaluate(() => globalThis.benchFilled), timeout]);
  if (ms !== 'timeout') return ms;
  console.error(
    'The form never said it filled the fields:',
    await page.evaluate(() => ({
      notes: [...document.querySelectorAll('dialog [role="status"]')].map((n) => n.textContent),
      filled: [...document.querySelectorAll('dialog [data-autofilled]')].map(
        (n) => `${n.name}=${n.value.slice(0, 20)}`,
      ),
    })),
  );
  throw new Error(`No autofill within ${wait} ms`);
}

/**
 * Opens the dialog. The server's HTML has a link to the plain form there; hydration makes it a
 * button with its handler attached, so the button is waited for, then clicked once.
 */
async function openDialog(page) {
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  await page.locator(RESUME_INPUT).waitFor({ timeout: 60_000 });
}

/** Lighthouse's slow 4G as DevTools applies it, in the protocol's units (bytes a second). */
const SLOW_4G = {
  offline: false,
  latency: APPLIED_NETWORK.requestLatencyMs,
  downloadThroughput: (APPLIED_NETWORK.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (APPLIED_NETWORK.uploadThroughputKbps * 1024) / 8,
};

async function measure(browser, cpu, url, multiplier, { network, server }) {
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
    // A server that can't be reached: the browser reads the file.
    if (!server) await context.route('**/api/resume-fields', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page's load is not what this measures: the reading is.
    cpu.slow(multiplier);
    if (network === 'slow 4G') {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await openDialog(page);
    const first = await fillOnce(page);
    // Empty the filled fields, so that the next reading fills them again, and the file field: the
    // same file chosen again is no change.
    await page.locator(RESUME_INPUT).setInputFiles([]);
    // Named first: a filled field the candidate edits loses its mark.
    const filled = await page
      .locator('dialog [data-autofilled]')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('name')));
    for (const name of filled) await page.locator(`dialog [name="${name}"]`).fill('');
    const next = await fillOnce(page);
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
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        DATA_DIR: '.bench/data',
        PORT: String(port),
        // Every run reads from this machine's address: the per-client limit would turn later
        // runs into the browser's reading.
        RATE_LIMIT_RESUME_READINGS: '1000/600',
      },
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
  const cases = [
    { label: 'the server reads it, loopback', network: 'loopback', server: true },
    { label: 'the server reads it, slow 4G', network: 'slow 4G', server: true },
    { label: 'the browser reads it (no server)', network: 'loopback', server: false },
  ].map((each) => ({ ...each, samples: [] }));
  try {
    // Round by round, so that a burst of load elsewhere on the machine weighs on every case alike.
    for (let run = 0; run < runs; run++)
      for (const { network, server, samples } of cases)
        samples.push(await measure(browser, cpu, url, calibration.multiplier, { network, server }));
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
