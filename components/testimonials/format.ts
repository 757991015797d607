/** 'September 2026' from the admin's created_at ('2026-09-14 10:30:00' or ISO); '' when unreadable. */
export function monthYear(value: string): string {
  const date = new Date(
    value.includes('T') || !value.includes(' ') ? value : value.replace(' ', 'T'),
  );
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
