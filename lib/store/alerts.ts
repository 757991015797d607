import 'server-only';
import { sql, type Kysely } from 'kysely';
import { changes, type Database } from './store';

/** Alerts announced to ALERT_WEBHOOK_URL (lib/alerts): one row per kind. */
export type AlertTables = { alerts: { kind: string; firing: boolean; announced_at: number } };

/**
 * Which alerts are firing, shared by every instance so each kind is announced once: the
 * conditional write is the claim, as in the outbox (the upsert locks the row, so of two instances
 * raising one kind at once only one sees a changed row).
 */
export function alerts(db: Kysely<Database>) {
  return {
    /** Marks `kind` firing unless it already is or was announced after `quietSince`; true when the caller is to announce it. */
    raise: async (kind: string, now: number, quietSince: number) =>
      (await changes(
        db
          .insertInto('alerts')
          .values({ kind, firing: sql<boolean>`TRUE`, announced_at: now })
          .onConflict((conflict) =>
            conflict
              .column('kind')
              .doUpdateSet({ firing: sql<boolean>`TRUE`, announced_at: now })
              .where(sql<boolean>`NOT alerts.firing`)
              .where('alerts.announced_at', '<', quietSince),
          ),
      )) === 1,
    /**
     * Marks `kind` clear if it was announced at or before `observedAt`, when the caller's
     * observation began: an instance that looked before another raised it must not clear it.
     * True when it was firing (the caller announces the recovery).
     */
    clear: async (kind: string, observedAt: number) =>
      (await changes(
        db
          .updateTable('alerts')
          .set({ firing: sql<boolean>`FALSE` })
          .where('kind', '=', kind)
          .where(sql<boolean>`firing`)
          .where('announced_at', '<=', observedAt),
      )) === 1,
  };
}
