import 'server-only';
/** What the site watches, and when each kind of trouble is worth telling the owners about. */

export const alertKinds = ['dead_letter', 'backlog', 'outage', 'error_burst'] as const;
type AlertKind = (typeof alertKinds)[number];

/** Each kind is announced at most this often, across all instances. */
export const QUIET_MS = 15 * 60_000;
/** The window server errors are counted in. */
export const BURST_WINDOW_MS = 5 * 60_000;

export type Observations = {
  /** Dead-lettered submissions still in the outbox. */
  dead: number;
  oldestPendingAt: number | null;
  /** Since when every admin API call has failed; null while it answers. */
  adminFailingSince: number | null;
  /** Server errors within the last BURST_WINDOW_MS. */
  recentErrors: number;
};

export type Thresholds = { backlogMinutes: number; outageMinutes: number; errorBurst: number };

const MINUTE = 60_000;

/** Which kinds are firing now. */
export function firing(
  seen: Observations,
  limits: Thresholds,
  now: number,
): Record<AlertKind, boolean> {
  return {
    dead_letter: seen.dead > 0,
    backlog:
      seen.oldestPendingAt !== null && now - seen.oldestPendingAt >= limits.backlogMinutes * MINUTE,
    outage:
      seen.adminFailingSince !== null &&
      now - seen.adminFailingSince >= limits.outageMinutes * MINUTE,
    error_burst: seen.recentErrors > limits.errorBurst,
  };
}

const minutesSince = (now: number, then: number | null) =>
  Math.floor((now - (then ?? now)) / MINUTE);

/** The message for a kind that started firing. */
export function alertText(
  kind: AlertKind,
  seen: Observations,
  limits: Thresholds,
  now: number,
): string {
  switch (kind) {
    case 'dead_letter':
      return `${seen.dead} submission(s) could not be delivered to the admin API for 72 hours and were set aside. Run \`npm run outbox -- list dead\` on the server.`;
    case 'backlog':
      return `The oldest enquiry or application waiting for the admin API has waited ${minutesSince(now, seen.oldestPendingAt)} minutes (alert after ${limits.backlogMinutes}).`;
    case 'outage':
      return `The admin API has failed every call for ${minutesSince(now, seen.adminFailingSince)} minutes (alert after ${limits.outageMinutes}).`;
    case 'error_burst':
      return `${seen.recentErrors} server errors in the last 5 minutes (alert above ${limits.errorBurst}). See the log lines 'request_error' and 'handler_failed'.`;
  }
}

const names: Record<AlertKind, string> = {
  dead_letter: 'Dead-lettered submissions',
  backlog: 'Outbox backlog',
  outage: 'Admin API outage',
  error_burst: 'Server error burst',
};

/**
 * The webhook's JSON: only `text`, the one field Slack, Microsoft Teams (incoming webhook
 * connectors) and Google Chat all accept; Google Chat refuses unknown fields.
 */
export function webhookPayload(
  site: string,
  kind: AlertKind,
  state: 'firing' | 'recovered',
  detail: string,
): { text: string } {
  const headline = state === 'firing' ? `🔴 ${names[kind]}` : `✅ Recovered: ${names[kind]}`;
  return { text: `${headline} on ${site}\n${detail}` };
}
