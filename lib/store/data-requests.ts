import 'server-only';
import type { Kysely } from 'kysely';
import { changedOne, changes } from './context';
import type { Database, PendingDataRequest } from './tables';

export type { PendingDataRequest } from './tables';

export function dataRequests(db: Kysely<Database>) {
  return {
    /** Keeps it; false when a request with this id is kept already. */
    add: async (request: PendingDataRequest) =>
      changedOne(
        db,
        db
          .insertInto('data_requests')
          .values(request)
          .onConflict((conflict) => conflict.column('id').doNothing()),
      ),
    byId: (id: string) =>
      db.selectFrom('data_requests').selectAll().where('id', '=', id).executeTakeFirst(),
    /** True when it existed: deleting the row is the claim, so of two clicks on one link exactly one acts. */
    remove: async (id: string) =>
      changedOne(db, db.deleteFrom('data_requests').where('id', '=', id)),
    /** Deletes the requests made before `before` (never confirmed). */
    purge: (before: number) =>
      changes(db, db.deleteFrom('data_requests').where('created_at', '<', before)),
  };
}
