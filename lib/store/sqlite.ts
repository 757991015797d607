import 'server-only';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { ownerOnly, writeDurably } from '@/lib/private-files';
import { openStore, type Database as Tables } from './store';

/** The turns at each file, for the connections of this process: where the last ends, how many are taken or awaited. */
type Turns = { last: Promise<void>; taken: number };
const turnsByFile = new Map<string, Turns>();
/** How many prepared statements a connection keeps, the least recently used dropped first. */
const STATEMENTS_KEPT = 200;

/**
 * better-sqlite3 blocks the thread while another connection holds the write lock, so two
 * connections of one process must never interleave: each query or transaction waits for its
 * file's turn. A transaction begins IMMEDIATE, so processes queue at its start instead of
 * failing halfway when a read turns into a write.
 */
class FileDriver extends SqliteDriver {
  #endTurn = () => {};
  constructor(
    database: ReturnType<typeof preparedOnce>,
    private readonly turns: Turns,
  ) {
    super({ database });
  }
  override async acquireConnection() {
    const before = this.turns.last;
    let end!: () => void;
    this.turns.last = new Promise((resolve) => (end = resolve));
    this.turns.taken += 1;
    await before;
    this.#endTurn = end;
    return super.acquireConnection();
  }
  override async releaseConnection() {
    this.turns.taken -= 1;
    this.#endTurn();
  }
  override async beginTransaction(connection: Parameters<SqliteDriver['beginTransaction']>[0]) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

/**
 * The connection as Kysely sees it, preparing each SQL text once: Kysely asks for a statement on
 * every query, and preparing costs more than running most of the site's.
 */
function preparedOnce(database: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    /** Runs one statement: its rows, none for a write. */
    run(text: string, parameters: readonly unknown[]): unknown[] {
      const statement = this.prepare(text);
      if (statement.reader) return statement.all(parameters);
      statement.run(parameters);
      return [];
    },
    prepare(text: string) {
      const statement = statements.get(text) ?? database.prepare(text);
      statements.delete(text);
      statements.set(text, statement);
      if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * The store in `${dataDir}/site.db` (one new connection); WAL with synchronous=FULL so an
 * acknowledged submission survives a crash. Resumes are files under the folder; rate limits count
 * in this process's memory.
 */
export function createSqliteStore(dataDir: string) {
  const inFolder = (relative: string) => path.resolve(/*turbopackIgnore: true*/ dataDir, relative);
  const file = inFolder('site.db');
  // Made before SQLite opens it, which gives -wal and -shm its mode; an older store is tightened.
  ownerOnly(file, [`${file}-wal`, `${file}-shm`]);
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  let turns = turnsByFile.get(file);
  if (!turns) turnsByFile.set(file, (turns = { last: Promise.resolve(), taken: 0 }));
  const connection = preparedOnce(database);
  const dialect = new SqliteDialect({ database: connection });
  dialect.createDriver = () => new FileDriver(connection, turns);
  const db = new Kysely<Tables>({ dialect });

  return openStore({
    kind: 'sqlite',
    db,
    blobs: {
      column: 'resume_path',
      put(relative, bytes) {
        writeDurably(inFolder(relative), bytes);
        return { resume_path: relative };
      },
      get: (relative) =>
        new Uint8Array(fs.readFileSync(/*turbopackIgnore: true*/ inFolder(relative as string))),
      remove: (relative) =>
        fs.rmSync(/*turbopackIgnore: true*/ inFolder(relative), { force: true }),
    },
    together: (work) => db.transaction().execute(work),
    // No other query of this process is running or waiting: one that runs now, synchronously, runs alone.
    runNow: <R>(text: string, parameters: readonly unknown[]) =>
      turns.taken === 0 ? (connection.run(text, parameters) as R[]) : undefined,
    writable: () => fs.accessSync(/*turbopackIgnore: true*/ inFolder('.'), fs.constants.W_OK),
  });
}
