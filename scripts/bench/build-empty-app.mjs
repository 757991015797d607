// Builds an almost empty Next.js app with this project's exact versions (in .bench/, inside
// the repo so it resolves our node_modules), so benchmarks can report the framework's own
// first-load JavaScript next to ours.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** `reuse`: keep an earlier build of the same app (quick runs that also skip our own build). */
export function buildEmptyApp({ reuse = false } = {}) {
  const dir = resolve('.bench/empty-app');
  if (reuse && existsSync(join(dir, '.next', 'BUILD_ID'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true }));
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(
    join(dir, 'app', 'layout.js'),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    join(dir, 'app', 'page.js'),
    'export default function Page() { return <h1>Empty</h1>; }\n',
  );
  execFileSync(resolve('node_modules/.bin/next'), ['build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(buildEmptyApp());
