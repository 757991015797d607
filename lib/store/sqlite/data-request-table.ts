import 'server-only';
import * as sql from '../data-request-sql';
import type { DataRequestTable, PendingDataRequest } from '../types';
import type { SqliteDatabase } from './database';

export function sqliteDataRequests(db: SqliteDatabase): DataRequestTable {
  const insert = db.prepare(sql.INSERT_DATA_REQUEST);
  const byId = db.prepare(sql.DATA_REQUEST_BY_ID);
  const remove = db.prepare(sql.REMOVE_DATA_REQUEST);
  const purge = db.prepare(sql.PURGE_DATA_REQUESTS);
  return {
    add: async (r) => insert.run(r.id, r.email, r.payload, r.created_at).changes === 1,
    byId: async (id) => byId.get(id) as PendingDataRequest | undefined,
    remove: async (id) => remove.run(id).changes === 1,
    purge: async (before) => purge.run(before).changes,
  };
}
