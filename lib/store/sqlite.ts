import 'server-only';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import { accessSync, constants, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeDurably } from './durable-file';
import { openStore, type Database as Tables } from './store';

/** A first-come turn, for the connections of this process to one file. */
class Turns {
  #last = Promise.resolve();
  #end: (() => void) | undefined;
  async take() {
    const before = this.#last;
    let end!: () => void;
    this.#last = new Promise((resolve) => (end = resolve));
    await before;
    this.#end = end;
  }
  give() {
    this.#end?.();
  }
}
const turnsByFile = new Map<string, Turns>();

/**
 * better-sqlite3 blocks the thread while another connection holds the write lock, so two
 * connections of one process must never interleave: each query or transaction waits for its
 * file's turn. A transaction begins IMMEDIATE, so processes queue at its start instead of
 * failing halfway when a read turns into a write.
 */
class FileDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly turns: Turns,
  ) {
    super(config);
  }
  override async acquireConnection() {
    await this.turns.take();
    return super.acquireConnection();
  }
  override async releaseConnection() {
    this.turns.give();
  }
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
  }
}

/** How many prepared statements a file's connection keeps, the least recently used dropped first. */
const STATEMENTS_KEPT = 200;

/**
 * The connection as Kysely sees it, preparing each SQL text once: Kysely asks for a statement on
 * every query, and preparing costs more than running most of the site's.
 */
function preparedOnce(database: Database.Database) {
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

class FileDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly turns: Turns,
  ) {
    super(config);
  }
  override createDriver() {
    return new FileDriver(this.config, this.turns);
  }
}

/**
 * The store in `${dataDir}/site.db` (one new connection), created and migrated on first use; WAL
 * with synchronous=FULL so an acknowledged submission survives a crash. Resumes are files under
 * the folder; rate limits count in this process's memory.
 */
export function createSqliteStore(dataDir: string) {
  const file = path.resolve(dataDir, 'site.db');
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  let turns = turnsByFile.get(file);
  if (!turns) turnsByFile.set(file, (turns = new Turns()));
  const db = new Kysely<Tables>({
    dialect: new FileDialect({ database: preparedOnce(database) }, turns),
  });
  const inFolder = (relative: string) => path.resolve(dataDir, relative);

  return openStore({
    kind: 'sqlite',
    db,
    blobs: {
      column: 'resume_path',
      put(relative, bytes) {
        writeDurably(inFolder(relative), bytes);
        return relative;
      },
      // The data folder is chosen at run time: keep the build from tracing the whole project into it.
      get: (relative) =>
        new Uint8Array(readFileSync(/*turbopackIgnore: true*/ inFolder(relative as string))),
      remove: (relative) => rmSync(inFolder(relative), { force: true }),
    },
    together: (work) => db.transaction().execute(work),
    writable: () => accessSync(path.resolve(dataDir), constants.W_OK),
  });
}
