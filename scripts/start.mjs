// `npm start`: the standalone server `npm run build` made (.next/standalone/server.js), on PORT
// (3000) and HOSTNAME (0.0.0.0), the variables that server reads. It changes into its own
// folder first, so a relative DATA_DIR is made absolute here: the store stays in the project,
// where `npm run outbox` and `npm run submissions` look, and survives the next build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const server = path.resolve('.next/standalone/server.js');
if (!existsSync(server)) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || '.data');
await import(pathToFileURL(server).href);
