import 'server-only';
import { sql, type Kysely } from 'kysely';
import { changedOne, type Database } from './store';

/** Alerts announced to ALERT_WEBHOOK_URL (lib/alerts): one row per kind. */
export type AlertTables = { alerts: { kind: string; firing: boolean; announced_at: number } };

/**
 * Which alerts are firing, shared by every instance so each kind is announced once: the
 * conditional write is the claim, as in the outbox (the upsert locks the row, so of two instances
 * raising one kind at once only one sees a changed row).
 */
export const alerts = (db: Kysely<Database>) => ({
  /** Marks `kind` firing unless it already is or was announced after `quietSince`; true when the caller is to announce it. */
  raise: async (kind: string, now: number, quietSince: number) =>
    changedOne(
      db,
      sql`INSERT INTO alerts (kind, firing, announced_at) VALUES (${kind}, TRUE, ${now})
        ON CONFLICT (kind) DO UPDATE SET firing = TRUE, announced_at = excluded.announced_at
        WHERE NOT alerts.firing AND alerts.announced_at < ${quietSince}`,
    ),
  /**
   * Marks `kind` clear if it was announced at or before `observedAt`, when the caller's
   * observation began: an instance that looked before another raised it must not clear it.
   * True when it was firing (the caller announces the recovery).
   */
  clear: async (kind: string, observedAt: number) =>
    changedOne(
      db,
      sql`UPDATE alerts SET firing = FALSE
        WHERE kind = ${kind} AND firing AND announced_at <= ${observedAt}`,
    ),
});
