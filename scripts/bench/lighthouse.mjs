// Lighthouse (mobile) with system Chromium, CPU slowdown calibrated to this machine from
// Lighthouse's own benchmarkIndex, median of N runs per path, in each throttling mode.
// Usage: BENCH_MODES=simulate,devtools node scripts/bench/lighthouse.mjs <baseUrl> [runs] path...
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../tests/support/chromium.mjs';
import { summariseTrace } from './trace-summary.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs];

/** Lighthouse's CPU-throttling calculator: benchmarkIndex → slowdown matching its reference device. */
function cpuMultiplier(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  if (index >= 150) return 1 + (index - 150) / 650;
  return 1;
}

/**
 * 'simulate': Lantern predicts a slow phone from a fast load. 'devtools' (applied): the CPU
 * slowdown and Lighthouse's mobile network (562.5 ms request latency, 1474.56 kbit/s down)
 * are applied to the real load, so every request before the first paint costs its latency.
 */
const MODES = ['simulate', 'devtools'];

/** Lighthouse's applied mobile network: every request waits 562.5 ms, 1474.56 kbit/s down. */
export const APPLIED_NETWORK = {
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
};

/** The modes BENCH_MODES names (both by default); an unknown one is an error. */
export function benchModes(value = process.env.BENCH_MODES) {
  const modes = (value ?? MODES.join(','))
    .split(',')
    .map((mode) => mode.trim())
    .filter(Boolean);
  const unknown = modes.filter((mode) => !MODES.includes(mode));
  if (unknown.length || modes.length === 0)
    throw new Error(`BENCH_MODES: expected some of ${MODES.join(', ')}, got '${value}'`);
  return modes;
}

/**
 * The no-JS twin of a page: the same URL with the framework's script chunks blocked, so only the
 * HTML, its inline scripts and the stylesheet load. What the page would score if its scripts cost
 * nothing. Turbopack writes the stylesheet among the chunks too (`/_next/static/chunks/*.css`):
 * blocking the whole folder, as this did until 2026-11-29, measured an unstyled page.
 */
const NO_JS_PATTERNS = ['*/_next/static/chunks/*.js'];

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A tab whose documents start with the splash already shown this session (the boot script
 * then skips it), for measuring the same page without the splash.
 */
async function pageWithoutSplash(port) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => window.sessionStorage.setItem('splashShown', '1'));
  return {
    page,
    close: async () => {
      await page.close();
      await browser.disconnect();
    },
  };
}

async function audit(
  url,
  port,
  multiplier,
  { splash = true, mode = 'simulate', blockScripts = false } = {},
) {
  const tab = splash ? null : await pageWithoutSplash(port);
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        throttlingMethod: mode,
        throttling: {
          rttMs: 150,
          throughputKbps: 1638.4,
          cpuSlowdownMultiplier: multiplier,
          ...APPLIED_NETWORK,
        },
        screenEmulation: {
          mobile: true,
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          disabled: false,
        },
        disableStorageReset: false,
        blockedUrlPatterns: blockScripts ? NO_JS_PATTERNS : null,
      },
    },
    tab?.page,
  );
  await tab?.close();
  const { categories, audits, environment, runtimeError } = result.lhr;
  // The trace of a simulated run is the unthrottled load: its task lengths say nothing of a phone's.
  const trace = mode === 'devtools' ? summariseTrace(result.artifacts.Trace) : {};
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code}`);
  const broken = [
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'first-contentful-paint',
    'speed-index',
  ].filter((id) => audits[id].numericValue === undefined);
  if (broken.length)
    throw new Error(
      `${url}: no ${broken.join(', ')} (${broken.map((id) => audits[id].errorMessage).join('; ')})`,
    );
  return {
    benchmarkIndex: environment.benchmarkIndex,
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    si: audits['speed-index'].numericValue,
    ...trace,
    failing: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id),
  };
}

/** The median benchmarkIndex of three unthrottled probes (a failed probe is retried, up to six runs). */
async function calibrate(url, port) {
  const indexes = [];
  for (let attempt = 0; indexes.length < 3 && attempt < 6; attempt++) {
    // Lighthouse now and then fails a run (NO_NAVSTART): try again.
    const probe = await audit(url, port, 1).catch(() => null);
    if (probe) indexes.push(probe.benchmarkIndex);
  }
  if (indexes.length === 0)
    throw new Error(`calibration failed: no Lighthouse run of ${url} succeeded`);
  return { benchmarkIndex: median(indexes), indexes };
}

const roundedMultiplier = (benchmarkIndex) => Math.round(cpuMultiplier(benchmarkIndex) * 100) / 100;

/** The CPU slowdown for this machine, calibrated on `url` as runLighthouse does, for other probes. */
export async function calibratedMultiplier(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const { benchmarkIndex, indexes } = await calibrate(url, chrome.port);
    return {
      benchmarkIndex: Math.round(benchmarkIndex),
      probes: indexes.map(Math.round),
      multiplier: roundedMultiplier(benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

const summarise = (label, samples, errors) => {
  if (samples.length === 0) return { path: label, failing: errors.join(' | ') };
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    path: label,
    runs: samples.length,
    perf: Math.round(pick('performance')),
    // Each run's score, in the report: how far one page moves between runs.
    perfRuns: samples.map((sample) => Math.round(sample.performance)),
    a11y: Math.round(pick('accessibility')),
    bp: Math.round(pick('bestPractices')),
    seo: Math.round(pick('seo')),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    fcpMs: Math.round(pick('fcp')),
    siMs: Math.round(pick('si')),
    ...(samples[0].longTaskMs === undefined
      ? {}
      : {
          fullLayouts: pick('fullLayouts'),
          longTasks: pick('longTasks'),
          longTaskMs: pick('longTaskMs'),
          longestTaskMs: pick('longestTaskMs'),
          // The five longest tasks of the run whose long-task time was the median (report only).
          topTasks: samples.find((sample) => sample.longTaskMs === pick('longTaskMs')).topTasks,
        }),
    failing: [...new Set([...samples.flatMap((s) => s.failing), ...errors])].join(' '),
  };
};

/**
 * Median Lighthouse figures per mode and target at the CPU multiplier calibrated on the first
 * target. A target is `{ label, url, splash?, blockScripts? }`; `splash: false` measures the
 * page without the splash, `blockScripts: true` its no-JS twin. Under applied throttling a row
 * also carries the trace's full-page layouts and long tasks (trace-summary.mjs). The runs go round by round (every target in every mode once, then again), so a burst
 * of load from other work on the machine weighs on all targets alike rather than on one
 * page's three runs. Every run is a fresh session (storage cleared): a first visit.
 */
export async function runLighthouse(targets, runs = 3, modes = MODES) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const { benchmarkIndex, indexes } = await calibrate(targets[0].url, chrome.port);
    const multiplier = roundedMultiplier(benchmarkIndex);
    const cells = modes.flatMap((mode) =>
      targets.map((target) => ({ mode, target, samples: [], errors: [] })),
    );
    const loads = [];
    for (let round = 0; round < runs; round++) {
      loads.push(loadavg()[0]);
      for (const { mode, target, samples, errors } of cells) {
        try {
          samples.push(
            await audit(target.url, chrome.port, multiplier, {
              splash: target.splash ?? true,
              blockScripts: target.blockScripts ?? false,
              mode,
            }),
          );
        } catch (error) {
          errors.push(error.message); // a failed run is reported, not counted
        }
      }
    }
    const byMode = Object.fromEntries(
      modes.map((mode) => [
        mode,
        cells
          .filter((cell) => cell.mode === mode)
          .map(({ target, samples, errors }) => summarise(target.label, samples, errors)),
      ]),
    );
    return {
      benchmarkIndex: Math.round(benchmarkIndex),
      probes: indexes.map(Math.round),
      multiplier,
      runs,
      // The machine's 1-minute load average at the start of each round and at the end.
      load: [...loads, loadavg()[0]].map((value) => value.toFixed(1)).join(', '),
      byMode,
    };
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', runs = '3', ...paths] = process.argv.slice(2);
  const targets = (paths.length ? paths : ['/']).map((path) => ({
    label: path,
    url: `${base}${path}`,
  }));
  const report = await runLighthouse(targets, Number(runs), benchModes());
  console.log(
    `benchmarkIndex ${report.benchmarkIndex} (probes ${report.probes.join(', ')}) → cpuSlowdownMultiplier ${report.multiplier}, median of ${report.runs}, load ${report.load}`,
  );
  for (const [mode, rows] of Object.entries(report.byMode)) {
    console.log(`\n${mode}`);
    console.table(rows);
  }
}
