import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** The cluster Jest's global setup started (tests/postgres/global-setup.mjs). */
function clusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests through Jest (its global setup starts PostgreSQL)',
    );
  return url;
}

async function onCluster(sql: string) {
  const client = new Client({ connectionString: clusterUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database of its own for one test file (files run in parallel); drop() removes it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onCluster(`CREATE DATABASE ${name}`);
  const url = new URL(clusterUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onCluster(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
