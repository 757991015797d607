import 'server-only';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Delays after the 1st, 2nd, … failed attempt; the last repeats. Test seam. */
export const SCHEDULE_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE, 1 * HOUR, 3 * HOUR, 6 * HOUR];
/** After this long since the first attempt, a record stops being retried. */
export const GIVE_UP_AFTER_MS = 72 * HOUR;
const JITTER = 0.2;

/**
 * How long to wait after `attempts` failed attempts: the schedule (its first step replaceable
 * for tests), ±20 % jitter so a recovering API is not hit by every record at once, and never
 * sooner than the admin API's Retry-After.
 */
export function retryDelay(
  attempts: number,
  { firstRetryMs = SCHEDULE_MS[0]!, retryAfterMs = 0, random = Math.random } = {},
): number {
  const steps = [firstRetryMs, ...SCHEDULE_MS.slice(1)];
  const base = steps[Math.min(Math.max(attempts, 1), steps.length) - 1]!;
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.max(jittered, retryAfterMs));
}
