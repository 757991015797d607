import 'server-only';
import type { VitalsTable } from '../types';
import { ADD_TO_BUCKET, ADD_TO_TARGET, PURGE_VITALS, ROWS_ON_DAY } from '../vitals-sql';
import type { SqliteDatabase } from './database';

export function sqliteVitals(db: SqliteDatabase): VitalsTable {
  const toBucket = db.prepare(ADD_TO_BUCKET);
  const toTarget = db.prepare(ADD_TO_TARGET);
  const purges = PURGE_VITALS.map((sql) => db.prepare(sql));
  const rowsOn = db.prepare(ROWS_ON_DAY).pluck();
  return {
    async add({ day, page, metric, bucket, target }) {
      db.transaction(() => {
        toBucket.run(day, page, metric, bucket);
        if (target) toTarget.run(day, page, metric, target);
      })();
    },
    rowsOn: async (day) => rowsOn.get(day, day) as number,
    purge: async (day) =>
      purges.reduce((removed, statement) => removed + statement.run(day).changes, 0),
  };
}
