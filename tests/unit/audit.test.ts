// CI's verdict on `npm audit --omit=dev --audit-level=high` (scripts/audit/): high and critical
// advisories fail unless allowlisted with a reason until a date; no report is "unchecked", never a pass.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluateAudit } from '../../scripts/audit/evaluate.mjs';

const advisory = (name: string, severity: string, ghsa: string) => ({
  source: 1100000 + name.length,
  name,
  dependency: name,
  title: `${name} does something bad`,
  url: `https://github.com/advisories/${ghsa}`,
  severity,
  range: '<2.0.0',
});

/** npm 10/11's report: a vulnerable package, and one that is vulnerable only through it (a string in `via`). */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'parse-thing': {
      name: 'parse-thing',
      severity: 'high',
      via: [advisory('parse-thing', 'high', 'GHSA-aaaa-bbbb-cccc')],
    },
    'uses-parse-thing': { name: 'uses-parse-thing', severity: 'high', via: ['parse-thing'] },
    'slow-regex': {
      name: 'slow-regex',
      severity: 'moderate',
      via: [advisory('slow-regex', 'moderate', 'GHSA-dddd-eeee-ffff')],
    },
  },
  metadata: { vulnerabilities: { moderate: 1, high: 2, critical: 0, total: 3 } },
};
const clean = {
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: { vulnerabilities: { total: 0 } },
};
const entry = {
  id: 'GHSA-aaaa-bbbb-cccc',
  package: 'parse-thing',
  reason: 'only parses our own build files',
  expires: '2026-12-31',
};

describe('the production dependency audit', () => {
  it('passes a clean report', () => {
    expect(evaluateAudit(clean, [], '2026-11-24')).toMatchObject({
      verdict: 'pass',
      blocking: [],
      allowed: [],
    });
  });

  it('fails on a high advisory, once per advisory, and ignores moderate ones', () => {
    expect(evaluateAudit(report, [], '2026-11-24')).toEqual({
      verdict: 'fail',
      blocking: [
        expect.objectContaining({
          id: 'GHSA-aaaa-bbbb-cccc',
          package: 'parse-thing',
          severity: 'high',
        }),
      ],
      allowed: [],
      problems: [],
    });
  });

  it('passes an allowlisted advisory until its expiry, then fails again', () => {
    expect(evaluateAudit(report, [entry], '2026-12-31')).toMatchObject({
      verdict: 'pass',
      blocking: [],
      allowed: [expect.objectContaining({ reason: entry.reason })],
    });
    expect(evaluateAudit(report, [entry], '2027-01-01')).toMatchObject({
      verdict: 'fail',
      allowed: [],
    });
  });

  it('refuses an allowlist entry without a reason or an expiry', () => {
    expect(
      evaluateAudit(report, [{ id: entry.id, package: entry.package }], '2026-11-24'),
    ).toMatchObject({
      verdict: 'fail',
      problems: [expect.stringContaining(entry.id)],
    });
  });

  it('refuses an allowlist entry that expires more than 92 days ahead, so it is looked at again', () => {
    const farAhead = { ...entry, expires: '2027-03-01' };
    expect(evaluateAudit(report, [farAhead], '2026-11-24')).toMatchObject({
      verdict: 'fail',
      problems: [expect.stringContaining('at most 92 days ahead')],
    });
    expect(evaluateAudit(report, [{ ...entry, expires: '2027-02-24' }], '2026-11-24').verdict).toBe(
      'pass',
    );
  });

  it('calls a registry that gives no report unchecked, with its reason, never a pass', () => {
    const refused = {
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    expect(evaluateAudit(refused, [], '2026-11-24')).toEqual({
      verdict: 'unchecked',
      reason: refused.message,
    });
    expect(evaluateAudit(undefined, [], '2026-11-24').verdict).toBe('unchecked');
  });
});

describe('the CI step (scripts/audit/run.mjs)', () => {
  const bin = mkdtempSync(path.join(tmpdir(), 'fake-npm-'));
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  /** Runs the step with an `npm` on the PATH that answers `answer` (as npm audit --json prints it) and exits with `status`. */
  function runWith(answer: unknown, status: number, env: Record<string, string> = {}) {
    writeFileSync(path.join(bin, 'answer.json'), JSON.stringify(answer));
    writeFileSync(
      path.join(bin, 'npm'),
      `#!/bin/sh\n[ "$*" = "audit --omit=dev --audit-level=high --json" ] || exit 99\ncat "${bin}/answer.json"\nexit ${status}\n`,
    );
    chmodSync(path.join(bin, 'npm'), 0o755);
    const run = spawnSync('node', ['scripts/audit/run.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, CI_AUDIT_REQUIRED: '', ...env, PATH: `${bin}:${process.env.PATH}` },
    });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  it('fails on a high advisory in a production dependency, naming it', () => {
    const run = runWith(report, 1);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'high parse-thing <2.0.0: parse-thing does something bad (GHSA-aaaa-bbbb-cccc)',
    );
  });

  it('passes a clean report', () => {
    expect(runWith(clean, 0)).toMatchObject({
      status: 0,
      output: expect.stringContaining('No high or critical advisory'),
    });
  });

  it('says NOT CHECKED when the registry refuses, and fails then only under CI_AUDIT_REQUIRED=1', () => {
    const refused = {
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    expect(runWith(refused, 1)).toMatchObject({
      status: 0,
      output: expect.stringContaining('NOT CHECKED'),
    });
    expect(runWith(refused, 1, { CI_AUDIT_REQUIRED: '1' })).toMatchObject({
      status: 1,
      output: expect.stringContaining('NOT CHECKED'),
    });
  });
});
