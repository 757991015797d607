import 'server-only';
import { processGlobal } from '@/lib/shared/process-global';
import { BURST_WINDOW_MS } from './rules';

/**
 * What this process sees between alert checks: since when the admin API has failed, and when
 * server errors happened, counted together by every bundle of the process.
 */
type Signals = { adminFailingSince: number | null; errors: number[] };

const signals = (): Signals =>
  processGlobal<Signals>('alertSignals', () => ({ adminFailingSince: null, errors: [] }));

/** Every admin API call reports here: a failure starts (or continues) an outage, an answer ends it. */
export function noteAdminApi(ok: boolean, now = Date.now()) {
  const state = signals();
  if (ok) state.adminFailingSince = null;
  else state.adminFailingSince ??= now;
}

/** The cap keeps memory bounded during a storm; a burst is far smaller. */
const MAX_KEPT = 10_000;

export function noteServerError(now = Date.now()) {
  const state = signals();
  state.errors.push(now);
  if (state.errors.length > MAX_KEPT) state.errors.splice(0, state.errors.length - MAX_KEPT);
}

/** What the checks need from this process, forgetting errors older than the burst window. */
export function readSignals(now = Date.now()): {
  adminFailingSince: number | null;
  recentErrors: number;
} {
  const state = signals();
  state.errors = state.errors.filter((at) => at > now - BURST_WINDOW_MS);
  return { adminFailingSince: state.adminFailingSince, recentErrors: state.errors.length };
}
