// The second step of `npm run build`. The standalone server (.next/standalone/server.js) serves
// /_next/static and the files of public/ from its own folder, but `next build` leaves them out
// (a CDN could serve them): copy them in, so the folder runs, and ships, on its own.
import { cpSync, existsSync, rmSync } from 'node:fs';

const standalone = '.next/standalone';
if (process.env.VERCEL) {
  console.log(
    'VERCEL is set: Vercel serves .next/static and public/ itself, no standalone folder.',
  );
  process.exit(0);
}
if (!existsSync(`${standalone}/server.js`)) {
  console.error(
    `${standalone}/server.js is missing: next.config.ts must keep output: 'standalone'.`,
  );
  process.exit(1);
}
for (const [from, to] of [
  ['.next/static', `${standalone}/.next/static`],
  ['public', `${standalone}/public`],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
