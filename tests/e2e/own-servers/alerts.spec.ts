// Alerts to a webhook on one instance with SQLite: one alert for a backlog (ALERT_BACKLOG_MINUTES=1),
// one recovery when it clears, and one for a dead letter. The same flow on two instances sharing
// one PostgreSQL database is in shared-store.spec.ts.
import Database from 'better-sqlite3';
import path from 'node:path';
import { backlogRecoveryDeadLetter } from './alert-flow';
import { test } from './configured-site';

test('one instance on SQLite: one backlog alert, one recovery, one dead-letter alert', async ({
  request,
  configuredSite,
}) => {
  const database = new Database(path.join(configuredSite.dataDir, 'site.db'));
  try {
    await backlogRecoveryDeadLetter({
      request,
      sites: [configuredSite.url],
      cronSecret: configuredSite.cronSecret,
      fakeAdminUrl: configuredSite.fakeAdmin.url,
      received: configuredSite.alerts,
      sql: async (statement) => {
        database.prepare(statement).run();
      },
    });
  } finally {
    database.close();
  }
});
