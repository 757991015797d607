import 'server-only';
import type { Pool } from 'pg';
import type { VitalsTable } from '../types';
import { ADD_TO_BUCKET, ADD_TO_TARGET, PURGE_VITALS, ROWS_ON_DAY, numbered } from '../vitals-sql';

export function postgresVitals(pool: Pool): VitalsTable {
  return {
    async add({ day, page, metric, bucket, target }) {
      // Two independent counters: no transaction needed, each upsert is atomic.
      await pool.query(numbered(ADD_TO_BUCKET), [day, page, metric, bucket]);
      if (target) await pool.query(numbered(ADD_TO_TARGET), [day, page, metric, target]);
    },
    rowsOn: async (day) =>
      (await pool.query<{ count: number }>(numbered(ROWS_ON_DAY), [day, day])).rows[0]!.count,
    async purge(day) {
      let removed = 0;
      for (const sql of PURGE_VITALS)
        removed += (await pool.query(numbered(sql), [day])).rowCount ?? 0;
      return removed;
    },
  };
}
