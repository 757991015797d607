import 'server-only';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { SiteStore } from '../types';
import { sqliteAlerts } from './alert-table';
import { sqliteDataRequests } from './data-request-table';
import { openDatabase } from './database';
import { sqliteEmbedded } from './embedded-tables';
import { sqliteJobAlerts, sqliteJobStates, sqliteSearchPings, sqliteSecrets } from './job-tables';
import { sqliteOutbox } from './outbox-table';
import { sqliteVitals } from './vitals-table';

/** The store in `${dataDir}/site.db` (one new connection); rate limits count in this process's memory. */
export function createSqliteStore(dataDir: string): SiteStore {
  const db = openDatabase(dataDir);
  const insertSeen = db.prepare(
    'INSERT OR IGNORE INTO job_first_seen (job_id, first_seen_at) VALUES (?, ?)',
  );
  const selectSeen = db.prepare('SELECT first_seen_at FROM job_first_seen WHERE job_id = ?');

  return {
    kind: 'sqlite',
    outbox: sqliteOutbox(db, dataDir),
    embedded: sqliteEmbedded(db, dataDir),
    alerts: sqliteAlerts(db),
    vitals: sqliteVitals(db),
    jobStates: sqliteJobStates(db),
    searchPings: sqliteSearchPings(db),
    jobAlerts: sqliteJobAlerts(db),
    dataRequests: sqliteDataRequests(db),
    secret: sqliteSecrets(db),

    async firstSeenDates(ids, now = new Date()) {
      const result = new Map<string, string>();
      db.transaction(() => {
        for (const id of ids) {
          insertSeen.run(id, now.toISOString());
          result.set(id, (selectSeen.get(id) as { first_seen_at: string }).first_seen_at);
        }
      })();
      return result;
    },

    limiter: (options) => new RateLimiterMemory(options),
    // Memory counters expire by themselves.
    forgetExpiredLimits: async () => 0,

    // A read, and write permission on the folder checked without writing (the old probe wrote on every call).
    async check() {
      db.prepare('SELECT MAX(version) FROM schema_version').get();
      accessSync(path.resolve(dataDir), constants.W_OK);
    },

    async close() {
      db.close();
    },
  };
}
