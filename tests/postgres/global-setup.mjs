// Jest globalSetup: one throwaway PostgreSQL cluster for the whole run (its URL reaches every
// test worker as TEST_DATABASE_URL), unless TEST_DATABASE_URL already names a server or Jest runs
// without services (JEST_WITHOUT_SERVICES=1, tests/unit/fixtures/services.ts). Then the tests'
// temporary folders (their SQLite stores) go into memory when the machine has room there
// (tests/support/ram-disk.mjs): workers and the processes they start inherit TMPDIR.
import { chmodSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from '../../scripts/postgres-test-cluster.mjs';
import { ramDisk } from '../support/ram-disk.mjs';

export default async function globalSetup() {
  if (!process.env.TEST_DATABASE_URL && process.env.JEST_WITHOUT_SERVICES !== '1') {
    const cluster = await startCluster();
    process.env.TEST_DATABASE_URL = cluster.url;
    globalThis.__postgresTestCluster = cluster;
  }
  const inMemory = ramDisk();
  if (inMemory) {
    process.env.TMPDIR = mkdtempSync(path.join(inMemory, 'jest-'));
    chmodSync(process.env.TMPDIR, 0o755);
    globalThis.__testsTmpdir = process.env.TMPDIR;
  }
}
