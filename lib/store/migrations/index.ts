import 'server-only';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { baseline } from './0008-baseline';
import { namedMigrations } from './0009-named-migrations';
import { epochDates } from './0010-epoch-dates';
import type { Schemaless, StoreKind } from '../context';

/** One step of the schema; it may build tables differently on the two databases. */
type Step = (db: Schemaless, kind: StoreKind) => Promise<void>;

/**
 * The store's schema, step by step, run in name order by Kysely's Migrator (store.ts) and
 * recorded in kysely_migration. Append only: a step that has been released never changes. The
 * numbers go on from the two databases' own lists (1–7) that the baseline replaced.
 */
const steps: Record<string, Step> = {
  '0008-baseline': baseline,
  '0009-named-migrations': namedMigrations,
  '0010-epoch-dates': epochDates,
};

/** The steps for Kysely's Migrator, on the database of `kind`. */
export const storeMigrations = (kind: StoreKind): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(steps).map(([name, step]): [string, Migration] => [
        name,
        { up: (db) => step(db, kind) },
      ]),
    ),
});
