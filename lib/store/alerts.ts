import 'server-only';
import { sql, type Kysely } from 'kysely';
import { changedOne } from './context';
import type { Database } from './tables';

/**
 * The alerts lib/alerts announces, shared by every instance so each kind is announced once: the
 * conditional write is the claim (the upsert locks the row: of two instances raising one kind at
 * once, only one sees a changed row).
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
   * Marks `kind` clear unless it was announced after `observedAt`, when the caller began to look
   * (who looked before another raised it must not clear it); true when it announces the recovery.
   */
  clear: async (kind: string, observedAt: number) =>
    changedOne(
      db,
      sql`UPDATE alerts SET firing = FALSE
        WHERE kind = ${kind} AND firing AND announced_at <= ${observedAt}`,
    ),
});
