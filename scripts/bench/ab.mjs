// A/B of a speed lever: the same pages from several saved builds, measured in the same
// Lighthouse rounds and modes against the same empty-app floor, so a lever is judged by its
// difference alone, not by how loaded the machine was when each build was measured.
//   node scripts/bench/ab.mjs save <label>        after `npm run build`: keeps .next/standalone
//   node scripts/bench/ab.mjs run <label>...      BENCH_PATHS (/), BENCH_RUNS (3), BENCH_MODES,
//                                                 BENCH_TWINS=1 (each page's no-JS twin as well;
//                                                 =<label>,… only those builds' twins)
//   node scripts/bench/ab.mjs bytes <label>...    the byte table of each build (no Lighthouse), BENCH_PATHS
//                                                 (default: the bench's default pages)
//   node scripts/bench/ab.mjs input <label>...    how long an early tap waits for its answer
//                                                 (early-input.mjs), BENCH_PATHS (default pages), BENCH_RUNS (5)
// Its tools (Lighthouse, Chromium drivers) come from `npm ci --prefix scripts/bench`.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildEmptyApp } from './build-empty-app.mjs';
import { byteRows } from './bytes.mjs';
import { compareWithFloor, twinLabel } from './floor.mjs';
import { measureEarlyInput } from './early-input.mjs';
import { benchModes, calibratedMultiplier, runLighthouse } from './lighthouse.mjs';
import { benchPages } from './page-list.mjs';
import { startServer } from '../../tests/support/processes.mjs';

/** Audits under 0.9 stay in the JSON report: the table is wide enough. */
const withoutFailingAudits = (row) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'failing'));
const buildsDir = path.resolve('.bench/builds');
const [command, ...labels] = process.argv.slice(2);

if (command === 'save' && labels.length === 1) {
  const target = path.join(buildsDir, labels[0]);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(buildsDir, { recursive: true });
  cpSync(path.resolve('.next/standalone'), target, { recursive: true, verbatimSymlinks: true });
  console.log(`saved .next/standalone as ${target}`);
} else if (command === 'run' && labels.length > 0) {
  await compareBuilds(labels);
} else if (command === 'bytes' && labels.length > 0) {
  await compareBytes(labels);
} else if (command === 'input' && labels.length > 0) {
  await compareEarlyInput(labels);
} else {
  console.error('usage: ab.mjs save <label> | ab.mjs run|bytes|input <label> [<label>...]');
  process.exit(2);
}

/** Serves a build saved with `save` on 127.0.0.1:port; returns its stop function. */
function startSavedBuild(label, port) {
  const dir = path.join(buildsDir, label);
  if (!existsSync(path.join(dir, 'server.js'))) throw new Error(`no saved build '${label}'`);
  return startServer('node', ['server.js'], {
    cwd: dir,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: path.resolve('.bench/data', label),
    },
    readyUrl: `http://127.0.0.1:${port}/robots.txt`,
  });
}

/** The byte table of each saved build, one after the other: deterministic, no Lighthouse. */
async function compareBytes(labels) {
  for (const [index, label] of labels.entries()) {
    const site = `http://127.0.0.1:${3782 + index}`;
    const stop = await startSavedBuild(label, 3782 + index);
    try {
      const { pages } = await benchPages(site);
      console.log(`\n${label}: document bytes (KB)`);
      console.table(await byteRows(site, pages));
    } finally {
      await stop();
    }
  }
}

/** Early taps on every build's pages, in the same rounds, at one calibrated CPU slowdown. */
async function compareEarlyInput(labels) {
  const stops = [];
  try {
    const targets = [];
    for (const [index, label] of labels.entries()) {
      const site = `http://127.0.0.1:${3782 + index}`;
      stops.push(await startSavedBuild(label, 3782 + index));
      const { pages } = await benchPages(site);
      for (const page of pages) targets.push({ label: `${label} ${page}`, url: `${site}${page}` });
    }
    const calibration = await calibratedMultiplier(targets[0].url);
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    const rows = await measureEarlyInput(targets, { runs, multiplier: calibration.multiplier });
    console.log(
      `\nEarly taps: benchmarkIndex ${calibration.benchmarkIndex} (probes ${calibration.probes.join(', ')}) → ${calibration.multiplier}×, applied mobile network, median of ${runs}, load ${loadavg()[0].toFixed(1)} at the end`,
    );
    console.table(rows);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

/** Whether BENCH_TWINS asks for the no-JS twins of `label`'s pages: `1` for every build's. */
function twinned(label) {
  const twins = process.env.BENCH_TWINS ?? '';
  return twins === '1' || twins.split(',').includes(label);
}

async function compareBuilds(labels) {
  const paths = (process.env.BENCH_PATHS ?? '/').split(',').map((p) => p.trim());
  const stops = [];
  try {
    const emptyDir = buildEmptyApp({ reuse: true });
    stops.push(
      await startServer('./node_modules/.bin/next', ['start', '-p', '3781'], {
        cwd: emptyDir,
        env: { NEXT_TELEMETRY_DISABLED: '1' },
        readyUrl: 'http://127.0.0.1:3781/',
      }),
    );
    for (const [index, label] of labels.entries())
      stops.push(await startSavedBuild(label, 3782 + index));
    // Page by page, each build's run right after the other's: a change in the machine's load
    // within a round falls on both builds of a page alike.
    const targets = [{ label: 'empty Next app', url: 'http://127.0.0.1:3781/' }];
    for (const page of paths) {
      for (const [index, label] of labels.entries()) {
        const url = `http://127.0.0.1:${3782 + index}${page}`;
        targets.push({ label: `${label} ${page}`, url });
        if (twinned(label))
          targets.push({ label: `${label} ${twinLabel(page)}`, url, blockScripts: true });
      }
    }
    const report = await runLighthouse(targets, Number(process.env.BENCH_RUNS ?? 3), benchModes());
    for (const [mode, rows] of Object.entries(report.byMode)) {
      console.log(
        `\n${mode}: benchmarkIndex ${report.benchmarkIndex} (probes ${report.probes.join(', ')}) → ${report.multiplier}×, median of ${report.runs}, load ${report.load}`,
      );
      console.table(compareWithFloor(rows, rows[0], mode).map(withoutFailingAudits));
    }
    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/ab-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify({ labels, paths, report }, null, 2));
    console.log(`\nReport written to ${file}`);
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
