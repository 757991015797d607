// Jest globalTeardown: removes the cluster global-setup.mjs started (if it started one).
export default async function globalTeardown() {
  globalThis.__postgresTestCluster?.stop();
}
