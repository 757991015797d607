// Jest globalSetup: one throwaway PostgreSQL cluster for the whole run (its URL reaches every
// test worker as TEST_DATABASE_URL), unless TEST_DATABASE_URL already names a server or Jest runs
// without services (JEST_WITHOUT_SERVICES=1, tests/unit/fixtures/services.ts).
import { startCluster } from '../../scripts/postgres-test-cluster.mjs';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL || process.env.JEST_WITHOUT_SERVICES === '1') return;
  const cluster = await startCluster();
  process.env.TEST_DATABASE_URL = cluster.url;
  globalThis.__postgresTestCluster = cluster;
}
