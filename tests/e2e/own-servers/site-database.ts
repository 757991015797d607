import { Client } from 'pg';
import { startCluster } from '../../../scripts/postgres-test-cluster.mjs';

/** A throwaway PostgreSQL cluster with an empty database `site`, for specs that start instances on it. */
export async function startSiteDatabase() {
  const cluster = await startCluster();
  const admin = new Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE site');
  await admin.end();
  return { cluster, databaseUrl: cluster.url.replace(/\/postgres$/, '/site') };
}
