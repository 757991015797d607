// Jest globalTeardown: removes the cluster global-setup.mjs started (if it started one) and the
// in-memory temporary folder.
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  globalThis.__postgresTestCluster?.stop();
  if (globalThis.__testsTmpdir) rmSync(globalThis.__testsTmpdir, { recursive: true, force: true });
}
