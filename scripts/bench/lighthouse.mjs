// Lighthouse (mobile, simulated throttling) with system Chromium, CPU slowdown calibrated to
// this machine from Lighthouse's own benchmarkIndex, median of N runs per path.
// Usage: node scripts/bench/lighthouse.mjs <baseUrl> [runs] path...
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs];

/** Lighthouse's CPU-throttling calculator: benchmarkIndex → slowdown matching its reference device. */
export function cpuMultiplier(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  if (index >= 150) return 1 + (index - 150) / 650;
  return 1;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, port, multiplier) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: multiplier, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 },
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      disableStorageReset: false,
    },
  });
  const { categories, audits, environment } = result.lhr;
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
    failing: Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable').map((a) => a.id),
  };
}

/** Median Lighthouse figures per path, with the calibrated CPU multiplier. */
export async function runLighthouse(base, paths, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const probe = await audit(`${base}${paths[0] ?? '/'}`, chrome.port, 1);
    const multiplier = Math.round(cpuMultiplier(probe.benchmarkIndex) * 100) / 100;
    const rows = [];
    for (const path of paths) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(`${base}${path}`, chrome.port, multiplier));
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push({
        path,
        perf: pick('performance'), a11y: pick('accessibility'), bp: pick('bestPractices'), seo: pick('seo'),
        lcpMs: Math.round(pick('lcp')), tbtMs: Math.round(pick('tbt')), cls: Number(pick('cls').toFixed(3)),
        fcpMs: Math.round(pick('fcp')), siMs: Math.round(pick('si')),
        failing: [...new Set(samples.flatMap((s) => s.failing))].join(' '),
      });
    }
    return { benchmarkIndex: Math.round(probe.benchmarkIndex), multiplier, runs, rows };
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', runs = '3', ...paths] = process.argv.slice(2);
  const report = await runLighthouse(base, paths.length ? paths : ['/'], Number(runs));
  console.log(`benchmarkIndex ${report.benchmarkIndex} → cpuSlowdownMultiplier ${report.multiplier}, median of ${report.runs}`);
  console.table(report.rows);
}
