import 'server-only';
import type { Pool } from 'pg';
import * as sql from '../data-request-sql';
import type { DataRequestTable, PendingDataRequest } from '../types';
import { numbered } from '../vitals-sql';

export function postgresDataRequests(pool: Pool): DataRequestTable {
  const changed = async (statement: string, values: unknown[]) =>
    (await pool.query(numbered(statement), values)).rowCount ?? 0;
  return {
    add: async (r) =>
      (await changed(sql.INSERT_DATA_REQUEST, [r.id, r.email, r.payload, r.created_at])) === 1,
    byId: async (id) =>
      (await pool.query<PendingDataRequest>(numbered(sql.DATA_REQUEST_BY_ID), [id])).rows[0],
    remove: async (id) => (await changed(sql.REMOVE_DATA_REQUEST, [id])) === 1,
    purge: (before) => changed(sql.PURGE_DATA_REQUESTS, [before]),
  };
}
