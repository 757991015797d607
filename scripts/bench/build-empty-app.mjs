// Builds an almost empty Next.js app with this project's exact versions, so benchmarks can report
// the framework's own first-load JavaScript next to ours. It lives in .bench/ and is its own
// workspace root (turbopack.root: otherwise Next takes this project's folder, by its lockfile, and
// builds this project's proxy.ts and instrumentation.ts into the empty app), with a hard-linked
// copy of our node_modules (a root's modules must be inside it; links cost no disk and no time).
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
  execFileSync('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')]);
  writeFileSync(
    join(dir, 'next.config.mjs'),
    'export default { turbopack: { root: import.meta.dirname } };\n',
  );
  writeFileSync(
    join(dir, 'app', 'layout.js'),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    join(dir, 'app', 'page.js'),
    'export default function Page() { return <h1>Empty</h1>; }\n',
  );
  execFileSync(join(dir, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(buildEmptyApp());
