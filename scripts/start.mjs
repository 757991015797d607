// `npm start`: the standalone server `npm run build` made (.next/standalone/server.js), on PORT
// (3000) and HOSTNAME (0.0.0.0), the variables that server reads. It changes into its own
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

const standalone = ['.', '.next/standalone']
  .map((folder) => path.resolve(folder))
  .find((folder) => existsSync(path.join(folder, 'server.js')));
if (!standalone) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || '.data');

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
