// The site's store for the command-line tools (scripts/outbox.mjs, scripts/submissions.mjs):
// PostgreSQL when DATABASE_URL is set, else the SQLite file in DATA_DIR (default .data), the
// same choice the site makes (lib/store). Queries use `?` placeholders for both.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** `{ kind, where, query(sql, params) → rows, run(sql, params) → changed rows, close() }`, or null when there is no store yet. */
export async function openStoreClient() {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    // BIGINT epoch milliseconds and COUNTs as numbers, as the site reads them.
    const client = new pg.Client({
      connectionString: url,
      types: {
        getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
      },
    });
    await client.connect();
    const numbered = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${(n += 1)}`);
    };
    const { rows } = await client.query(
      "SELECT to_regclass('public.submissions') IS NOT NULL AS migrated",
    );
    return {
      kind: 'postgres',
      where: `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`,
      migrated: rows[0].migrated,
      query: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
      run: async (sql, params = []) => (await client.query(numbered(sql), params)).rowCount,
      close: () => client.end(),
    };
  }
  const dataDir = process.env.DATA_DIR || '.data';
  const file = path.resolve(dataDir, 'site.db');
  if (!existsSync(file)) return null;
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    kind: 'sqlite',
    where: file,
    dataDir,
    migrated: Boolean(
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'submissions'").get(),
    ),
    query: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    close: async () => db.close(),
  };
}
