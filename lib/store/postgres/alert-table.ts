import 'server-only';
import type { Pool } from 'pg';
import type { AlertTable } from '../types';

/**
 * The alert states in PostgreSQL, shared by every instance: the upsert locks the row, so of
 * two instances raising one kind at once only one sees a changed row.
 */
export function postgresAlerts(pool: Pool): AlertTable {
  return {
    async raise(kind, now, quietSince) {
      const { rowCount } = await pool.query(
        `INSERT INTO alerts (kind, firing, announced_at) VALUES ($1, TRUE, $2)
          ON CONFLICT (kind) DO UPDATE SET firing = TRUE, announced_at = $2
          WHERE NOT alerts.firing AND alerts.announced_at < $3`,
        [kind, now, quietSince],
      );
      return rowCount === 1;
    },
    async clear(kind, observedAt) {
      const { rowCount } = await pool.query(
        'UPDATE alerts SET firing = FALSE WHERE kind = $1 AND firing AND announced_at <= $2',
        [kind, observedAt],
      );
      return rowCount === 1;
    },
  };
}
