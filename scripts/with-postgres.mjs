// Runs a command with TEST_DATABASE_URL on a throwaway PostgreSQL cluster, then removes it:
//   node scripts/with-postgres.mjs -- npx jest tests/unit/store.test.ts
import { spawnSync } from 'node:child_process';
import { startCluster } from './postgres-test-cluster.mjs';

const command = process.argv.slice(process.argv.indexOf('--') + 1);
if (!process.argv.includes('--') || command.length === 0) {
  console.error('Usage: node scripts/with-postgres.mjs -- <command> [args…]');
  process.exit(2);
}
const cluster = await startCluster();
console.error(`PostgreSQL test cluster at ${cluster.url}`);
let status = 1;
try {
  status =
    spawnSync(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    }).status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
