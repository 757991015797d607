import 'server-only';
/**
 * The field vitals' tables and statements, the same SQL in both adapters (`?` placeholders;
 * PostgreSQL's adapter numbers them). One row per page, metric, day and histogram bucket, and
 * per page, metric, day and attributed element (LCP's element, INP's target): counts only.
 */
export const VITALS_TABLES = `
  CREATE TABLE vitals (
    day TEXT NOT NULL, page TEXT NOT NULL, metric TEXT NOT NULL, bucket INTEGER NOT NULL, samples INTEGER NOT NULL,
    PRIMARY KEY (day, page, metric, bucket));
  CREATE TABLE vitals_targets (
    day TEXT NOT NULL, page TEXT NOT NULL, metric TEXT NOT NULL, target TEXT NOT NULL, samples INTEGER NOT NULL,
    PRIMARY KEY (day, page, metric, target));
`;

export const ADD_TO_BUCKET =
  'INSERT INTO vitals (day, page, metric, bucket, samples) VALUES (?, ?, ?, ?, 1) ' +
  'ON CONFLICT (day, page, metric, bucket) DO UPDATE SET samples = vitals.samples + 1';

export const ADD_TO_TARGET =
  'INSERT INTO vitals_targets (day, page, metric, target, samples) VALUES (?, ?, ?, ?, 1) ' +
  'ON CONFLICT (day, page, metric, target) DO UPDATE SET samples = vitals_targets.samples + 1';

/** The rows of one day in both tables: what a day's beacons have added. */
export const ROWS_ON_DAY =
  'SELECT (SELECT COUNT(*) FROM vitals WHERE day = ?) + (SELECT COUNT(*) FROM vitals_targets WHERE day = ?) AS count';

export const PURGE_VITALS = [
  'DELETE FROM vitals WHERE day < ?',
  'DELETE FROM vitals_targets WHERE day < ?',
];

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};
