import 'server-only';
/**
 * Data-principal requests waiting for their mailbox's confirmation (lib/data-requests), the same
 * SQL in both adapters (`?` placeholders; PostgreSQL's adapter numbers them). Deleting the row
 * is the claim: of two clicks on one link, exactly one acts.
 */
export const DATA_REQUEST_TABLES = `
  CREATE TABLE data_requests (
    id TEXT PRIMARY KEY, email TEXT NOT NULL, payload TEXT NOT NULL, created_at BIGINT NOT NULL);
  CREATE INDEX data_requests_created ON data_requests (created_at);
`;

export const INSERT_DATA_REQUEST = `INSERT INTO data_requests (id, email, payload, created_at)
  VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`;
export const DATA_REQUEST_BY_ID =
  'SELECT id, email, payload, created_at FROM data_requests WHERE id = ?';
export const REMOVE_DATA_REQUEST = 'DELETE FROM data_requests WHERE id = ?';
export const PURGE_DATA_REQUESTS = 'DELETE FROM data_requests WHERE created_at < ?';
