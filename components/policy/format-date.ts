/** '2026-11-22' → '22 November 2026', the same on every machine (UTC, Indian English). */
export function formatPolicyDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
