import 'server-only';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations';

export type Store = Database.Database;

const open = new Map<string, Store>();

/**
 * The site's own SQLite store at `${dataDir}/site.db`, created and migrated on first use.
 * One connection per folder per process; WAL with synchronous=FULL so an acknowledged
 * submission survives a crash.
 */
export function openStore(dataDir: string): Store {
  const file = path.resolve(dataDir, 'site.db');
  const existing = open.get(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  open.set(file, db);
  return db;
}

function migrate(db: Store) {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  const current = row.version ?? 0;
  for (const [index, step] of migrations.entries()) {
    const version = index + 1;
    if (version <= current) continue;
    db.transaction(() => {
      step(db);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    }).immediate();
  }
}

/** Closes every connection this process opened (tests). */
export function closeStores() {
  for (const db of open.values()) db.close();
  open.clear();
}
