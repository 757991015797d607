/**
 * The office hours (the company global's `officeHours`, in IST): the days open and the opening and
 * closing times. The chat's availability, the LocalBusiness data and the hours the site shows are
 * all made from them, so an editor changes them in one place.
 */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

export type OfficeHours = { days: readonly Weekday[]; opens: string; closes: string };

/** 00:00 to 23:59, as the CMS stores opens and closes. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an HH:MM time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** '18:00' as '6:00 PM'. */
function clockText(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The days in week order, a run of consecutive days as 'Monday - Friday'. */
function daysText(days: readonly Weekday[]): string {
  const open = WEEKDAYS.map((day) => days.includes(day));
  const runs: string[] = [];
  for (let start = 0; start < WEEKDAYS.length; start++) {
    if (!open[start]) continue;
    let end = start;
    while (open[end + 1]) end++;
    runs.push(end > start ? `${WEEKDAYS[start]} - ${WEEKDAYS[end]}` : WEEKDAYS[start]!);
    start = end;
  }
  return runs.join(', ');
}

/** The hours as the site shows them, e.g. 'Monday - Friday, 9:00 AM - 6:00 PM IST'. */
export function officeHoursText({ days, opens, closes }: OfficeHours): string {
  return `${daysText(days)}, ${clockText(opens)} - ${clockText(closes)} IST`;
}
