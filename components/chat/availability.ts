import { minutesOf, type OfficeHours } from '@/lib/shared/office-hours';

/** Whether `now` falls within the office hours (the company global's, in IST). */
export function isAvailableInIst(hours: OfficeHours, now: Date = new Date()): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const minutes = minutesOf(`${part('hour')}:${part('minute')}`);
  return (
    hours.days.some((day) => day === part('weekday')) &&
    minutes >= minutesOf(hours.opens) &&
    minutes < minutesOf(hours.closes)
  );
}
