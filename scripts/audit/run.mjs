// CI's dependency check (.ci/run): `npm audit --omit=dev --audit-level=high` on the production
// dependencies, failing on a high or critical advisory that .ci/audit-allowlist.json does not
// cover (README, "Dependencies"). When the registry does not answer audit requests (the one these
// machines reach answers 405), nothing was checked: it says so, and fails only under
// CI_AUDIT_REQUIRED=1, which a CI with access to registry.npmjs.org should set.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { evaluateAudit } from './evaluate.mjs';

const args = ['audit', '--omit=dev', '--audit-level=high', '--json'];
const npm = spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(npm.stdout);
} catch {
  report = { message: npm.stderr.trim().split('\n').at(-1) || `npm exited with ${npm.status}` };
}
const allowlist = JSON.parse(
  readFileSync(new URL('../../.ci/audit-allowlist.json', import.meta.url), 'utf8'),
).advisories;
const result = evaluateAudit(report, allowlist, new Date().toISOString().slice(0, 10));
const line = (advisory) =>
  `  ${advisory.severity} ${advisory.package} ${advisory.range ?? ''}: ${advisory.title} (${advisory.id})`;

console.log(`npm ${args.join(' ')}`);
if (result.verdict === 'unchecked') {
  const required = process.env.CI_AUDIT_REQUIRED === '1';
  console.log(
    `NOT CHECKED: the registry gave no audit report (${result.reason}).${required ? '' : ' Set CI_AUDIT_REQUIRED=1 where it does, to make this fail.'}`,
  );
  process.exit(required ? 1 : 0);
}
for (const advisory of result.allowed)
  console.log(`${line(advisory)}\n    allowed until ${advisory.expires}: ${advisory.reason}`);
for (const problem of result.problems) console.log(`  ${problem}`);
if (result.verdict === 'fail') {
  console.log(result.blocking.map(line).join('\n'));
  console.log(
    'High or critical advisories in production dependencies: update them, or allowlist one that cannot be fixed yet in .ci/audit-allowlist.json.',
  );
  process.exit(1);
}
console.log(
  `No high or critical advisory in production dependencies${result.allowed.length ? ' beyond the allowlisted' : ''}.`,
);
