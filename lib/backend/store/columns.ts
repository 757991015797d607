import 'server-only';

/** The outbox columns both adapters read back (never the resume bytes). */
export const OUTBOX_COLUMNS =
  'id, kind, idempotency_key, payload, content_hash, status, attempts, next_attempt_at, in_flight_until, last_error, outcome, created_at, updated_at';
