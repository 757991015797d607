import 'server-only';
import type { CompiledQuery, Expression, Kysely, RawBuilder, SqlBool } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database, ResumeTable } from './tables';

/** The row values that hold a resume's bytes, opaque outside the adapter that made them. */
export type KeptBytes = object;

/** Where resumes are kept: each adapter's own way (a file named in the row, or the row). */
export type Blobs = {
  /** Keeps `bytes`; the values to write with the row (`name` names the file, where there is one). */
  put(name: string, bytes: Uint8Array): KeptBytes;
  /** Undoes `put(name)` when its row was never written. */
  discard(name: string): void;
  /** The bytes row `id` of `table` keeps, or null. */
  get(table: ResumeTable, id: string): Promise<Uint8Array | null>;
  /** The assignment that clears a row's bytes, for an UPDATE's SET. */
  cleared: RawBuilder<unknown>;
  /**
   * Gathers what `table`'s rows matching `where` keep outside the database; the function returned
   * frees it, called once those rows no longer name it (after they are cleared or deleted).
   */
  held(table: ResumeTable, where: Expression<SqlBool>): Promise<() => void>;
};

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

export type StoreKind = 'sqlite' | 'postgres';
/** The database as a migration step sees it: as it was when the step was written, not as tables.ts says today. */
export type Schemaless = Kysely<Record<string, Record<string, unknown>>>;

/** What differs between the two databases, given by the adapters (sqlite.ts, postgres.ts) to the modules. */
export type StoreContext = {
  kind: StoreKind;
  db: Kysely<Database>;
  blobs: Blobs;
  /** Writes that belong together: one transaction where that saves a disk flush (SQLite), else as they come. */
  together<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Ends a claim's row selection so that rows another instance is claiming are passed over, where instances claim at once. */
  skipLocked: RawBuilder<unknown>;
  /** A list of ids as one query value (so a query is compiled once whatever their number), and the rows (`id`) it holds. */
  ids: { value(ids: string[]): unknown; rows(value: unknown): RawBuilder<{ id: string }> };
  /** Rate limits, counted where this store keeps counts. */
  limits: {
    limiter(options: LimiterOptions): RateLimiterAbstract;
    /** Deletes stored counters whose window ended before `before`; returns how many. */
    forgetExpired(before: number): Promise<number>;
  };
  /** Throws unless the store can write (SQLite: the data folder's permission, checked without writing). */
  writable?(): void;
};

/** How many rows a write changed. */
export const changes = async (
  db: Kysely<Database>,
  write: { compile(db: Kysely<Database>): CompiledQuery },
) => Number((await db.executeQuery(write.compile(db))).numAffectedRows ?? 0);

/** Whether a write changed one row: the claim, where the conditional write decides which caller acts. */
export const changedOne = async (...args: Parameters<typeof changes>) =>
  (await changes(...args)) === 1;

/**
 * A per-request query built and compiled once, then run with each call's values: building a
 * Kysely query costs more than running these. `build` gets stand-ins, used as values only: each
 * must become a parameter of the compiled query, or it throws.
 */
export function compiledOnce<A extends unknown[], R>(
  { db }: Pick<StoreContext, 'db'>,
  build: (...values: A) => { compile(db: Kysely<Database>): CompiledQuery<R> },
) {
  const standIns = Array.from({ length: build.length }, (_, at) => ({ standIn: at }));
  const compiled = build(...(standIns as A)).compile(db);
  const slots = compiled.parameters.map((parameter) => standIns.indexOf(parameter as never));
  const unbound = standIns.filter((_, at) => !slots.includes(at));
  if (unbound.length > 0)
    throw new Error(
      `compiledOnce: argument(s) ${unbound.map((s) => s.standIn)} not bound in ${compiled.sql}`,
    );
  return (on: Kysely<Database>, ...values: A): Promise<R[]> => {
    const parameters = slots.map((slot, at) => (slot < 0 ? compiled.parameters[at] : values[slot]));
    return on.executeQuery<R>({ ...compiled, parameters }).then((result) => result.rows);
  };
}
