import 'server-only';
import { sql } from 'kysely';
import type { Schemaless, StoreKind } from '../context';

/** Columns that held ISO text, each with its table's other columns (SQLite rebuilds the table). */
const ISO_COLUMNS = [
  { table: 'job_first_seen', column: 'first_seen_at', others: ['job_id'] },
  {
    table: 'enquiries',
    column: 'created_at',
    others: ['id', 'full_name', 'email', 'phone', 'service', 'subject', 'message'],
  },
  {
    table: 'applications',
    column: 'created_at',
    others: [
      'id',
      'job_id',
      'fields',
      'resume_path',
      'resume_type',
      'resume_size',
      'resume_sha256',
    ],
  },
];

/** What the SQLite tables become: the baseline's, with the time as BIGINT. */
const SQLITE_TABLES: Record<string, string> = {
  job_first_seen: 'job_id TEXT PRIMARY KEY, first_seen_at BIGINT NOT NULL',
  enquiries: `id TEXT PRIMARY KEY, full_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
    service TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, created_at BIGINT NOT NULL`,
  applications: `id TEXT PRIMARY KEY, job_id TEXT NOT NULL, fields TEXT NOT NULL, resume_path TEXT NOT NULL,
    resume_type TEXT NOT NULL, resume_size INTEGER NOT NULL, resume_sha256 TEXT NOT NULL,
    created_at BIGINT NOT NULL`,
};

/**
 * The times the embedded backend and the first-seen dates wrote as ISO text become epoch
 * milliseconds, like every other time the store records.
 */
export async function epochDates(db: Schemaless, kind: StoreKind) {
  for (const { table, column, others } of ISO_COLUMNS) {
    if (kind === 'postgres') {
      await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} TYPE BIGINT
        USING (EXTRACT(EPOCH FROM ${sql.ref(column)}::timestamptz) * 1000)::BIGINT`.execute(db);
      continue;
    }
    const rebuilt = `${table}_rebuilt`;
    const kept = sql.join(others.map((name) => sql.ref(name)));
    await sql`CREATE TABLE ${sql.table(rebuilt)} (${sql.raw(SQLITE_TABLES[table]!)})`.execute(db);
    await sql`INSERT INTO ${sql.table(rebuilt)} (${kept}, ${sql.ref(column)})
      SELECT ${kept}, CAST(ROUND((julianday(${sql.ref(column)}) - 2440587.5) * 86400000) AS INTEGER)
      FROM ${sql.table(table)}`.execute(db);
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(rebuilt)} RENAME TO ${sql.table(table)}`.execute(db);
  }
}
