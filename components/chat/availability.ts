/** Office hours in IST: Monday to Friday, 9:00 to 18:00. */
export function isAvailableInIst(now: Date = new Date()): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return !['Sat', 'Sun'].includes(weekday) && hour >= 9 && hour < 18;
}
