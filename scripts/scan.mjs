// `npm run scan [-- URL]`: the abuse probes of scripts/scan-probes.mjs (a mail flood, an
// unconfirmed erasure, vitals and photo requests the site must refuse, a 1 MB field in every
// form), and wapiti (Debian: `apt-get install wapiti`) against the standalone server, with the
// attack modules that need no internet, bounded to a few minutes; prints what they found and
// exits 1 when a probe failed or wapiti found anything not accepted below. Without a URL it
// starts `npm start` of the last build on SCAN_PORT (3650) with a throwaway store, a mail sink
// and the fake admin API, and stops them afterwards.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start as startFakeAdmin } from '../tests/fake-admin-api/server.mjs';
import { mailSink } from '../tests/support/mail-sink.mjs';
import { startServer } from '../tests/support/processes.mjs';
import { runLastProbe, runProbes } from './scan-probes.mjs';

const WAPITI = '/usr/bin/wapiti';
/**
 * Every module of wapiti 3.0.4 but those that need the internet (ssrf and xxe: wapiti's own
 * endpoint; wapp: the technology database; nikto: its database), brute-force ones with nothing to
 * find here (buster, brute_login_form).
 */
const MODULES = [
  'backup',
  'blindsql',
  'cookieflags',
  'crlf',
  'csp',
  'csrf',
  'exec',
  'file',
  'htaccess',
  'http_headers',
  'methods',
  'permanentxss',
  'redirect',
  'shellshock',
  'sql',
  'xss',
];

/** Findings that stand by decision, with the reason (docs/security.md). */
const ACCEPTED = [
  {
    category: 'Content Security Policy Configuration',
    info: /"script-src" value is not safe/,
    reason: "'unsafe-inline' for scripts, see docs/security.md",
  },
  {
    category: 'Cross Site Request Forgery',
    info: /anti CSRF token/,
    reason: 'the form routes keep no session and refuse cross-site posts (403)',
  },
  {
    category: 'HTTP Secure Headers',
    info: /X-XSS-Protection/,
    reason: 'a retired header; the CSP does its work',
  },
];
/** The crawl's bound, then each module's; wapiti stops a module at its bound and goes on. */
const CRAWL_SECONDS = Number(process.env.SCAN_CRAWL_SECONDS ?? 60);
const ATTACK_SECONDS = Number(process.env.SCAN_ATTACK_SECONDS ?? 10);
const work = mkdtempSync(path.join(tmpdir(), 'scan-'));
let target = process.argv[2];
let stopSite = async () => undefined;
let probeContext = {};
if (!target) {
  const port = process.env.SCAN_PORT ?? '3650';
  target = `http://127.0.0.1:${port}/`;
  const [inbox, fakeAdmin] = await Promise.all([mailSink(), startFakeAdmin({ port: 0 })]);
  probeContext = { inbox, fakeAdmin: fakeAdmin.url };
  const stopServer = await startServer('node', ['scripts/start.mjs'], {
    env: {
      PORT: port,
      HOSTNAME: '127.0.0.1',
      // SITE_URL unset: the server takes the build's (it refuses to start with another).
      DATA_DIR: path.join(work, 'data'),
      ADMIN_API_URL: `${fakeAdmin.url}/admin/api`,
      SMTP_URL: inbox.url,
      // The probes come from loopback and name their clients, as a trusted front would.
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    readyUrl: `${target}robots.txt`,
  });
  stopSite = async () => {
    await stopServer();
    await Promise.all([inbox.close(), fakeAdmin.close()]);
  };
}
/** Runs `step`; when it throws, stops what the scan started before passing the error on. */
async function orStop(step) {
  try {
    return await step();
  } catch (error) {
    await stopSite();
    throw error;
  }
}
const failedProbes = await orStop(() => runProbes(target, probeContext));
if (!existsSync(WAPITI)) {
  const failedLast = await orStop(() => runLastProbe(target));
  await stopSite();
  console.error('\nwapiti is missing: apt-get install wapiti');
  process.exit(failedProbes + failedLast > 0 ? 1 : 2);
}

const report = path.join(work, 'report.json');
const args = [
  ...['-u', target, '--scope', 'folder', '-m', MODULES.join(',')],
  ...['--max-scan-time', String(CRAWL_SECONDS), '--max-attack-time', String(ATTACK_SECONDS)],
  ...['--flush-session', '--store-session', work, '--store-config', work, '--no-bugreport'],
  ...['-f', 'json', '-o', report, '-v', '1'],
];
console.log(`wapiti ${args.join(' ')}`);
const started = Date.now();
const code = await new Promise((resolve) => {
  const wapiti = spawn(WAPITI, args, { stdio: ['pipe', 'inherit', 'inherit'] });
  // A module can overrun its bound while one request hangs: past the whole budget, interrupt
  // wapiti and answer its question with "r" (stop and write the report).
  const budget = CRAWL_SECONDS + MODULES.length * ATTACK_SECONDS + 60;
  const deadline = setTimeout(() => {
    wapiti.kill('SIGINT');
    wapiti.stdin.write('r\n');
  }, budget * 1000);
  wapiti.on('exit', (exitCode) => {
    clearTimeout(deadline);
    resolve(exitCode);
  });
});
const failedLast = await orStop(() => runLastProbe(target));
await stopSite();
const failed = failedProbes + failedLast;

if (!existsSync(report)) {
  console.error(`wapiti wrote no report (exit ${code})`);
  rmSync(work, { recursive: true, force: true });
  process.exit(2);
}
const { vulnerabilities, anomalies, additionals, infos } = JSON.parse(readFileSync(report, 'utf8'));
rmSync(work, { recursive: true, force: true });

/** Why a finding stands, or undefined when it does not. */
const acceptance = (category, item) =>
  ACCEPTED.find((rule) => rule.category === category && rule.info.test(item.info))?.reason;

/** Prints each finding of a wapiti report section, grouped by category; returns how many are not accepted. */
function summarise(title, section) {
  const found = Object.entries(section ?? {}).filter(([, items]) => items.length > 0);
  const total = found.reduce((sum, [, items]) => sum + items.length, 0);
  let open = 0;
  console.log(`\n${title}: ${total}`);
  for (const [category, items] of found) {
    console.log(`  ${category} (${items.length})`);
    for (const item of items) {
      const reason = acceptance(category, item);
      if (!reason) open += 1;
      const parameter = item.parameter ? ` [${item.parameter}]` : '';
      console.log(
        `    ${item.method} ${item.path}${parameter}: ${item.info}${reason ? ` (accepted: ${reason})` : ''}`,
      );
    }
  }
  return open;
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nwapiti ${infos?.version ?? ''} against ${target}, ${seconds} s`);
const open =
  summarise('Vulnerabilities', vulnerabilities) +
  summarise('Anomalies', anomalies) +
  summarise('Additional findings', additionals);
console.log(`\n${open} finding(s) not accepted, ${failed} probe(s) failed`);
process.exit(open + failed > 0 ? 1 : 0);
