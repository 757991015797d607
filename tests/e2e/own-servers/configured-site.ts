import { test as base } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port.mjs';
import { seededStore } from '../seeded-store.mjs';
import { ownServers, type FakeAdmin } from './servers';
import { startWebhook, type WebhookMessage } from '../../support/webhook';

export type ConfiguredSite = {
  url: string;
  dataDir: string;
  cronSecret: string;
  measurementId: string;
  /** The fake admin API the site is wired to, in this worker's process. */
  fakeAdmin: FakeAdmin;
  /** Messages the site posted to ALERT_WEBHOOK_URL. */
  alerts: WebhookMessage[];
};

/**
 * One `npm start` for the settings no other server has, shared by the specs of this group that
 * each need one of them: GA4 configured (analytics), one enquiry and one application per client
 * (the refused conversion), a jobs watcher that looks every second (closed jobs), and alerts to a
 * webhook after one minute of backlog with upkeep only from the drain route (alerts). It starts
 * when a test first asks for it and serves every spec this worker runs.
 */
export const test = base.extend<object, { configuredSite: ConfiguredSite }>({
  configuredSite: [
    async ({}, provide) => {
      const servers = ownServers();
      const dataDir = seededStore(mkdtempSync(path.join(tmpdir(), 'configured-site-')));
      const webhook = await startWebhook();
      try {
        const fakeAdmin = await servers.startFakeAdmin();
        const port = await freePort();
        const site: ConfiguredSite = {
          url: `http://127.0.0.1:${port}`,
          dataDir,
          cronSecret: `e2e-${randomUUID()}`,
          measurementId: 'G-TEST12345',
          fakeAdmin,
          alerts: webhook.received,
        };
        await servers.startSite(port, {
          DATA_DIR: dataDir,
          ADMIN_API_URL: `${fakeAdmin.url}/admin/api`,
          GA_MEASUREMENT_ID: site.measurementId,
          // Its specs name their clients in X-Forwarded-For, believed from loopback.
          TRUSTED_PROXY_HEADER: 'x-forwarded-for',
          RATE_LIMIT_ENQUIRIES: '1/600',
          RATE_LIMIT_APPLICATIONS: '1/3600',
          JOBS_REFRESH_MS: '1000',
          ALERT_WEBHOOK_URL: webhook.url,
          ALERT_BACKLOG_MINUTES: '1',
          CRON_SECRET: site.cronSecret,
          WORKER_INTERVAL_MS: '3600000',
          OUTBOX_FIRST_RETRY_MS: '1000',
        });
        await provide(site);
      } finally {
        await servers.stopAll();
        await webhook.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
