import 'server-only';
import type { AlertTable } from '../types';
import type { SqliteDatabase } from './database';

/** The alert states in SQLite (one process per data folder, but the same contract as PostgreSQL). */
export function sqliteAlerts(db: SqliteDatabase): AlertTable {
  const raise = db.prepare(`INSERT INTO alerts (kind, firing, announced_at) VALUES (@kind, 1, @now)
    ON CONFLICT (kind) DO UPDATE SET firing = 1, announced_at = @now
    WHERE alerts.firing = 0 AND alerts.announced_at < @quietSince`);
  const clear = db.prepare(
    'UPDATE alerts SET firing = 0 WHERE kind = ? AND firing = 1 AND announced_at <= ?',
  );

  return {
    raise: async (kind, now, quietSince) => raise.run({ kind, now, quietSince }).changes === 1,
    clear: async (kind, observedAt) => clear.run(kind, observedAt).changes === 1,
  };
}
