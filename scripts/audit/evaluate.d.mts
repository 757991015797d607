export type Advisory = {
  id: string;
  package: string;
  severity: string;
  title: string;
  url?: string;
  range?: string;
};
export type AllowlistEntry = { id?: string; package?: string; reason?: string; expires?: string };

export type AuditVerdict =
  | { verdict: 'unchecked'; reason: string }
  | {
      verdict: 'pass' | 'fail';
      blocking: Advisory[];
      allowed: (Advisory & AllowlistEntry)[];
      problems: string[];
    };

export function evaluateAudit(
  report: unknown,
  allowlist: AllowlistEntry[],
  today: string,
): AuditVerdict;
