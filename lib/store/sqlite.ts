import 'server-only';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  sql,
  SqliteDialect,
  SqliteDriver,
  type Expression,
  type SqlBool,
} from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { ownerOnly, writeDurably } from '@/lib/private-files';
import type { Blobs } from './context';
import { memoryLimits } from './rate-limits';
import { openStore } from './store';
import type { Database as Tables, ResumeTable } from './tables';

/** How many prepared statements a connection keeps, the least recently used dropped first. */
const STATEMENTS_KEPT = 200;

/** Where SQLite keeps a resume: a file under the data folder, named in the row. */
type ResumeFiles = { [table in ResumeTable]: { resume_path: string | null } };

/** The connection as Kysely sees it, preparing each SQL text once (docs/benchmarks.md: the store). */
export function preparedOnce(database: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      const statement = statements.get(text) ?? database.prepare(text);
      statements.delete(text);
      statements.set(text, statement);
      if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
export type SqliteConnection = ReturnType<typeof preparedOnce>;

/**
 * Kysely's driver with transactions that begin IMMEDIATE: processes queue at a transaction's start
 * instead of failing halfway when a read turns into a write.
 */
export class ImmediateDriver extends SqliteDriver {
  constructor(connection: SqliteConnection) {
    super({ database: connection });
  }
  override async beginTransaction(connection: Parameters<SqliteDriver['beginTransaction']>[0]) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

/**
 * The store in `${dataDir}/site.db` (one new connection, which a process opens once); WAL with
 * synchronous=FULL so an acknowledged submission survives a crash. Resumes are files under the
 * folder; rate limits count in this process's memory. `driver` is Kysely's over the connection.
 */
export function createSqliteStore(
  dataDir: string,
  driver: (connection: SqliteConnection, file: string) => SqliteDriver = (connection) =>
    new ImmediateDriver(connection),
) {
  const inFolder = (relative: string) => path.resolve(/*turbopackIgnore: true*/ dataDir, relative);
  const remove = (relative: string) =>
    fs.rmSync(/*turbopackIgnore: true*/ inFolder(relative), { force: true });
  const file = inFolder('site.db');
  // Made before SQLite opens it, which gives -wal and -shm its mode; an older store is tightened.
  ownerOnly(file, [`${file}-wal`, `${file}-shm`]);
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const connection = preparedOnce(database);
  const dialect = new SqliteDialect({ database: connection });
  dialect.createDriver = () => driver(connection, file);
  const db = new Kysely<Tables>({ dialect });
  const files = db.withTables<ResumeFiles>();
  const named = (table: ResumeTable, where: Expression<SqlBool>) =>
    files.selectFrom(table).select('resume_path').where(where);

  const blobs: Blobs = {
    put(name, bytes) {
      writeDurably(inFolder(name), bytes);
      return { resume_path: name };
    },
    discard: remove,
    async get(table, id) {
      const row = await named(table, sql<boolean>`id = ${id}`).executeTakeFirst();
      return row?.resume_path
        ? new Uint8Array(fs.readFileSync(/*turbopackIgnore: true*/ inFolder(row.resume_path)))
        : null;
    },
    cleared: sql`resume_path = NULL`,
    async held(table, where) {
      const rows = await named(table, where).execute();
      return () => {
        for (const { resume_path } of rows) if (resume_path) remove(resume_path);
      };
    },
  };

  return openStore({
    kind: 'sqlite',
    db,
    blobs,
    together: (work) => db.transaction().execute(work),
    skipLocked: sql``,
    ids: {
      value: (ids) => JSON.stringify(ids),
      rows: (value) => sql`(SELECT value AS id FROM json_each(${value}))`,
    },
    limits: memoryLimits(),
    writable: () => fs.accessSync(/*turbopackIgnore: true*/ inFolder('.'), fs.constants.W_OK),
  });
}
