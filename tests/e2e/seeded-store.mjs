// A test server's store that starts as the one `npm run build` seeded (.next/build-store, made by
// cms/on-init.ts as a new site's store is): the server finds the CMS migrated and seeded and only
// makes its first admin, about half the CPU of a first start on a new store. A folder that holds
// a store already (a local .data/ kept between runs) is left as it is; without the build's copy
// the server starts on a new store.
// `node tests/e2e/seeded-store.mjs <folder>…` does it for each folder (playwright.config.ts).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const buildStore = fileURLToPath(new URL('../../.next/build-store/cms.db', import.meta.url));

/** Makes `folder` (if needed) and puts a copy of the build's CMS store in it unless it has one. */
export function seededStore(folder) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, 'cms.db');
  if (!existsSync(file) && existsSync(buildStore)) copyFileSync(buildStore, file);
  return folder;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const folder of process.argv.slice(2)) seededStore(folder);
