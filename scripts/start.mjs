// `npm start`: the standalone server `npm run build` made (.next/standalone/server.js), on PORT
// (3000) and HOSTNAME, the variables that server reads, on a supported Node only: 127.0.0.1 unless
// set, so on a Node host only the nginx front beside it reaches the server (HOSTNAME=0.0.0.0 listens
// everywhere). It changes into its own
// folder first, so a relative DATA_DIR is made absolute here: the store stays in the project,
// where `npm run outbox` and `npm run submissions` look, and survives the next build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 11)) {
  console.error(
    `Node ${process.versions.node} is not supported (package.json engines: ^22.11.0 || ^24): use Node 24 (.nvmrc), or 22.11 and later.`,
  );
  process.exit(1);
}

const server = path.resolve('.next/standalone/server.js');
if (!existsSync(server)) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || '.data');
process.env.HOSTNAME ||= '127.0.0.1';
await import(pathToFileURL(server).href);
