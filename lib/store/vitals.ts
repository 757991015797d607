import 'server-only';
import type { VitalMetric } from '@/lib/shared/vitals/histogram.mjs';
import { sql } from 'kysely';
import { changes, compiledOnce, type StoreContext } from './context';

/** One field measurement, reduced to what is kept; `target`: the element the metric is attributed to (LCP's, INP's), if any. */
export type VitalSample = {
  day: string;
  page: string;
  metric: VitalMetric;
  bucket: number;
  target: string | null;
};

/**
 * Field Core Web Vitals (POST /api/vitals; `npm run vitals` reads them): counts only, per page,
 * metric, day (UTC 'YYYY-MM-DD') and histogram bucket, and per attributed element.
 */
export function vitals(context: StoreContext) {
  const { db, together } = context;
  /** Counts one sample in `table`, by its bucket or its target. */
  const count = (table: 'vitals' | 'vitals_targets', by: 'bucket' | 'target') =>
    compiledOnce(
      context,
      (day: string, page: string, metric: string, value: number | string) =>
        sql`INSERT INTO ${sql.table(table)} (day, page, metric, ${sql.ref(by)}, samples)
          VALUES (${day}, ${page}, ${metric}, ${value}, 1)
          ON CONFLICT (day, page, metric, ${sql.ref(by)})
          DO UPDATE SET samples = ${sql.ref(`${table}.samples`)} + 1`,
    );
  const toBucket = count('vitals', 'bucket');
  const toTarget = count('vitals_targets', 'target');
  const rowsOn = compiledOnce(
    context,
    (day: string) =>
      sql<{ count: number | string }>`SELECT (SELECT COUNT(*) FROM vitals WHERE day = ${day}) +
        (SELECT COUNT(*) FROM vitals_targets WHERE day = ${day}) AS count`,
  );
  return {
    add: ({ day, page, metric, bucket, target }: VitalSample) =>
      together(async (on) => {
        await toBucket(on, day, page, metric, bucket);
        if (target) await toTarget(on, day, page, metric, target);
      }),
    /** How many rows day `day` holds in both tables: what its beacons have added. */
    rowsOn: async (day: string) => Number((await rowsOn(db, day))[0]!.count),
    /** Deletes the days before `day`; returns how many rows. */
    purge: async (day: string) =>
      (await changes(db, db.deleteFrom('vitals').where('day', '<', day))) +
      (await changes(db, db.deleteFrom('vitals_targets').where('day', '<', day))),
  };
}
