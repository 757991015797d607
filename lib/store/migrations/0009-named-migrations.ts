import 'server-only';
import { sql } from 'kysely';
import type { Schemaless } from '../context';

/** Kysely's kysely_migration names the steps run; the numbered list that came before is dropped. */
export async function namedMigrations(db: Schemaless) {
  await sql`DROP TABLE IF EXISTS schema_version`.execute(db);
}
