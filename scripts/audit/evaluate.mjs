// The verdict on `npm audit --omit=dev --audit-level=high --json` (scripts/audit/run.mjs): pure, so
// tests/unit/audit.test.ts can hand it reports and allowlists.

const BLOCKING = new Set(['high', 'critical']);
/** How far ahead an allowlist entry may expire, so every exception is looked at again. */
const MAX_ALLOW_DAYS = 92;

/** An advisory's id: its GHSA id from the advisory URL, else npm's number. */
const advisoryId = (via) => via.url?.match(/GHSA(?:-\w{4}){3}/i)?.[0] ?? String(via.source);

/**
 * `{ verdict: 'unchecked', reason }` when the registry gave no audit report (no answer, an error
 * status); otherwise `{ verdict: 'pass' | 'fail', blocking, allowed, problems }`: `blocking` are
 * the high and critical advisories no allowlist entry covers on `today` (YYYY-MM-DD), `allowed`
 * the covered ones, `problems` the allowlist's own faults (no reason, no expiry or one too far ahead).
 */
export function evaluateAudit(report, allowlist, today) {
  if (!report || typeof report.vulnerabilities !== 'object' || report.error) {
    return {
      verdict: 'unchecked',
      reason: report?.error?.summary || report?.message || 'no audit report',
    };
  }
  const latestExpiry = new Date(Date.parse(today) + MAX_ALLOW_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const problems = allowlist
    .filter(
      (entry) =>
        !entry.id ||
        !entry.reason ||
        !/^\d{4}-\d{2}-\d{2}$/.test(entry.expires ?? '') ||
        entry.expires > latestExpiry,
    )
    .map(
      (entry) =>
        `allowlist entry ${entry.id ?? '(no id)'} needs id, reason and expires (YYYY-MM-DD, at most ${MAX_ALLOW_DAYS} days ahead)`,
    );

  const advisories = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = advisoryId(via);
      advisories.set(`${id} ${via.name}`, {
        id,
        package: via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
        range: via.range,
      });
    }
  }
  const covers = (advisory) =>
    allowlist.find(
      (entry) =>
        entry.id?.toLowerCase() === advisory.id.toLowerCase() &&
        entry.reason &&
        entry.expires >= today,
    );
  const all = [...advisories.values()];
  const blocking = all.filter((advisory) => !covers(advisory));
  const allowed = all.filter(covers).map((advisory) => ({ ...advisory, ...covers(advisory) }));
  return {
    verdict: blocking.length || problems.length ? 'fail' : 'pass',
    blocking,
    allowed,
    problems,
  };
}
