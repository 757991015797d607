// npm run bench: builds once, then measures the pages and the server, prints tables and
// writes bench-results/report-<time>.json. Every page is measured beside the empty Next app and
// beside its own no-JS twin (the same URL with the framework's script chunks blocked), in both
// Lighthouse modes. Env: BENCH_RUNS (Lighthouse runs per page, 3), BENCH_SKIP_BUILD=1 (ours
// and, if built before, the empty app's), BENCH_PATHS=/,/about (only these pages and no load
// test; `all` for every page of the sitemap; default: /, /about, /careers, a job page, /privacy),
// BENCH_MODES=simulate,devtools (Lighthouse's throttling modes, both by default; `bytes` for
// the document and first-load JavaScript bytes alone, without Lighthouse or the load test),
// BENCH_SPLASH_OFF=1 (also `/` without the splash).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildEmptyApp } from './build-empty-app.mjs';
import { byteRows } from './bytes.mjs';
import { compareWithTwins, floorLine, twinLabel } from './floor.mjs';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { benchModes, runLighthouse } from './lighthouse.mjs';
import { loadTest } from './load.mjs';
import { ensureNginx, startNginxFront, startNginxPlain } from '../../tests/support/nginx.mjs';
import { benchPages } from './page-list.mjs';
import { startServer } from '../../tests/support/processes.mjs';

const PORTS = { site: 3710, empty: 3711, front: 3712, plain: 3713, frontHttp: 3714 };
const env = { NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: '.bench/data' };
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const bytesOnly = process.env.BENCH_MODES === 'bytes';
const modes = bytesOnly ? [] : benchModes();
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
if (!skipBuild)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...env } });
const emptyDir = buildEmptyApp({ reuse: skipBuild });

const stops = [];
try {
  // `npm start`: the standalone server, as deployed.
  stops.push(
    await startServer('node', ['scripts/start.mjs'], {
      env: { ...env, PORT: String(PORTS.site) },
      readyUrl: `http://127.0.0.1:${PORTS.site}/robots.txt`,
    }),
  );
  stops.push(
    await startServer('./node_modules/.bin/next', ['start', '-p', String(PORTS.empty)], {
      cwd: emptyDir,
      env,
      readyUrl: `http://127.0.0.1:${PORTS.empty}/`,
    }),
  );
  const site = `http://127.0.0.1:${PORTS.site}`;

  const { pages, chosen } = await benchPages(site);
  const baseline = await measureFirstLoadJs(`http://127.0.0.1:${PORTS.empty}/`);
  const bytes = await byteRows(site, pages, baseline.gzipBytes);
  console.log(
    `\nDocument bytes and first-load JavaScript (KB; gzip at the default level, JavaScript as sent), framework baseline ${kb(baseline.gzipBytes)} KB`,
  );
  console.table(bytes);

  let lighthouse = null;
  if (!bytesOnly && process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    const floorLabel = 'empty Next app';
    const targets = [
      // The floor any Next 16 page starts from on this machine.
      { label: floorLabel, url: `http://127.0.0.1:${PORTS.empty}/` },
      ...pages.flatMap((path) => [
        { label: path, url: site + path },
        { label: twinLabel(path), url: site + path, blockScripts: true },
      ]),
      ...(process.env.BENCH_SPLASH_OFF === '1' && pages.includes('/')
        ? [{ label: '/ (splash off)', url: `${site}/`, splash: false }]
        : []),
    ];
    lighthouse = await runLighthouse(targets, Number(process.env.BENCH_RUNS ?? 3), modes);
    lighthouse.compared = {};
    for (const [mode, rows] of Object.entries(lighthouse.byMode)) {
      const floor = rows.find((row) => row.path === floorLabel);
      if (floor.perf === undefined) {
        console.log(`\n${mode}: the empty app was not measured (${floor.failing})`);
        console.table(rows);
        continue;
      }
      lighthouse.compared[mode] = compareWithTwins(rows, floor, mode);
      console.log(
        `\nLighthouse mobile, ${mode === 'devtools' ? 'applied throttling (devtools)' : 'simulated throttling (Lantern)'}, ` +
          `benchmarkIndex ${lighthouse.benchmarkIndex} (median of probes ${lighthouse.probes.join(', ')}) → CPU slowdown ${lighthouse.multiplier}×, median of ${lighthouse.runs}, load ${lighthouse.load}\n` +
          `${floorLine(floor)}; ÷ = performance ratio; page / twin = the page and its no-JS twin (ms)`,
      );
      // Audits scoring under 0.9 are in the JSON report: they would make the table unreadably wide.
      console.table(lighthouse.compared[mode]);
    }
  }

  const load = [];
  if (!chosen && !bytesOnly) {
    ensureNginx();
    stops.push(await startNginxFront(PORTS.front, PORTS.site, PORTS.frontHttp));
    stops.push(await startNginxPlain(PORTS.plain));
    for (const path of ['/', '/services/it-staffing']) {
      const plain = await loadTest(`http://127.0.0.1:${PORTS.plain}${path}`);
      const front = await loadTest(`http://127.0.0.1:${PORTS.front}${path}`);
      const alone = await loadTest(`${site}${path}`);
      for (const [server, result] of [
        ['nginx plain files', plain],
        ['nginx front + next', front],
        ['next start alone', alone],
      ]) {
        load.push({
          path,
          server,
          requestsPerSecond: result.requestsPerSecond,
          p99Ms: result.p99Ms,
          errors: result.errors,
          ratioToPlain:
            Math.round((result.requestsPerSecond / plain.requestsPerSecond) * 100) / 100,
        });
      }
    }
    console.log('\nLoad test (autocannon, 20 connections, 8 s each, gzip)');
    console.table(load);
  }

  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/report-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify({ baselineKB: kb(baseline.gzipBytes), bytes, lighthouse, load }, null, 2),
  );
  console.log(`\nReport written to ${file}`);
} finally {
  for (const stop of stops.reverse()) stop();
}
