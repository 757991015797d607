import { TZDate } from '@date-fns/tz';

/**
 * Times of the admin API. It writes wall-clock times without a zone ('2026-07-08 21:15:00'),
 * meant in the company's zone (ADMIN_TIMEZONE); we turn them into ISO times that carry that
 * zone's offset ('2026-07-08T21:15:00+05:30'), so no server's own zone ever shifts a date.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** An instant written as the zone's wall-clock time with its offset: '2026-07-08T21:15:00+05:30'. */
export function toZonedIso(instant: number, timeZone: string): string {
  // Without the milliseconds TZDate writes ('21:15:00.000+05:30'), as the admin API writes times.
  return new TZDate(instant, timeZone).toISOString().replace(/\.\d{3}(?=[+-])/, '');
}

/** A wall-clock time in the zone as an instant; null for a date that does not exist (31 February). */
function wallTimeInstant(text: string, timeZone: string): number | null {
  const match = text.match(WALL_TIME);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  if (
    new Date(Date.UTC(year!, month! - 1, day!)).toISOString().slice(0, 10) !== text.slice(0, 10) ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  )
    return null;
  return new TZDate(year!, month! - 1, day!, hour!, minute!, second!, timeZone).getTime();
}

/** An admin time as an instant: with a zone it says which; without one it is the company's wall clock. */
function parseAdminTime(value: string | null | undefined, timeZone: string): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (WALL_TIME.test(text)) return wallTimeInstant(text, timeZone);
  if (!WITH_ZONE.test(text)) return null;
  const instant = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(instant) ? null : instant;
}

/** An admin time as ISO with the company zone's offset, or null when it cannot be read. */
export function adminTimeToIso(value: string | null | undefined, timeZone: string): string | null {
  const instant = parseAdminTime(value, timeZone);
  return instant === null ? null : toZonedIso(instant, timeZone);
}

/** A closing date: a bare date ('2026-12-31') stays open to the end of that day in the company's zone. */
export function closingTimeToIso(
  value: string | null | undefined,
  timeZone: string,
): string | null {
  const text = value?.trim();
  return adminTimeToIso(text && DATE_ONLY.test(text) ? `${text}T23:59:59` : text, timeZone);
}

/** '8 July 2026': the calendar date a zoned ISO time names, read from its text, not the server's zone. */
export function calendarDateLabel(zonedIso: string): string {
  const [year, month, day] = zonedIso.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}
