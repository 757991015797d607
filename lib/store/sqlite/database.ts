import 'server-only';
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations';

export type SqliteDatabase = Database.Database;

/**
 * A new connection to the site's SQLite file `${dataDir}/site.db`, created and migrated on
 * first use; WAL with synchronous=FULL so an acknowledged submission survives a crash.
 */
export function openDatabase(dataDir: string): SqliteDatabase {
  const file = path.resolve(dataDir, 'site.db');
  ownerOnly(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * DATA_DIR (when the site creates it) and site.db, -wal and -shm readable by the site's user only,
 * whatever the umask: personal data and the link-signing secret. The file exists with its mode
 * before SQLite opens it, and SQLite gives the -wal and -shm files the database file's mode; an
 * older file is tightened.
 */
function ownerOnly(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // The ignore comments keep the build's file tracing from taking the whole project along.
  closeSync(openSync(/* turbopackIgnore: true */ file, 'a', 0o600));
  for (const own of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(/* turbopackIgnore: true */ own))
      chmodSync(/* turbopackIgnore: true */ own, 0o600);
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
