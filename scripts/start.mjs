// `npm start`: the standalone server `npm run build` made (.next/standalone/server.js), on PORT
// (3000) and HOSTNAME, the variables that server reads, on a supported Node only: 127.0.0.1 unless
// set, so on a Node host only the nginx front beside it reaches the server (HOSTNAME=0.0.0.0 listens
// everywhere). It changes into its own
// folder first, so a relative DATA_DIR is made absolute here: the store stays in the project,
// where `npm run outbox` and `npm run submissions` look, and survives the next build.
// Run from inside the standalone folder (the container does), it starts the server.js beside it.
// Requests Next would answer with a 500, or serve when it should refuse, are refused first
// (scripts/request-guard.mjs).
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configuredHeaders, guarded, refuseConnect } from './request-guard.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 11)) {
  console.error(
    `Node ${process.versions.node} is not supported (package.json engines: ^22.11.0 || ^24): use Node 24 (.nvmrc), or 22.11 and later.`,
  );
  process.exit(1);
}

const standalone = ['.', '.next/standalone']
  .map((folder) => path.resolve(folder))
  .find((folder) => existsSync(path.join(folder, 'server.js')));
if (!standalone) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || '.data');
process.env.HOSTNAME ||= '127.0.0.1';

const headersFor = configuredHeaders(path.join(standalone, '.next'));
const imageRoots = [
  ['/_next/static/media/', path.join(standalone, '.next/static/media')],
  ['/', path.join(standalone, 'public')],
];

// server.js makes one HTTP server: that one, and only that one, gets the guard.
const createServer = http.createServer;
http.createServer = (...args) => {
  http.createServer = createServer;
  const at = args.findIndex((arg) => typeof arg === 'function');
  if (at !== -1) args[at] = guarded(args[at], { headersFor, imageRoots });
  return createServer(...args).on('connect', refuseConnect);
};

await import(pathToFileURL(path.join(standalone, 'server.js')).href);
