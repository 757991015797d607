import 'server-only';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations';

export type SqliteDatabase = Database.Database;

/**
 * A new connection to the site's SQLite file `${dataDir}/site.db`, created and migrated on
 * first use; WAL with synchronous=FULL so an acknowledged submission survives a crash.
 */
export function openDatabase(dataDir: string): SqliteDatabase {
  const file = path.resolve(dataDir, 'site.db');
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** Each step once, in order; IMMEDIATE transactions serialise two processes migrating at once. */
function migrate(db: SqliteDatabase) {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  for (const [index, step] of migrations.entries()) {
    const version = index + 1;
    db.transaction(() => {
      const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as {
        version: number | null;
      };
      if ((row.version ?? 0) >= version) return;
      step(db);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    }).immediate();
  }
}
