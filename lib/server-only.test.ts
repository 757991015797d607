import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Loaded outside Next's server bundles, where 'server-only' throws (see lib/README.md). */
const LOADED_IN_PLAIN_NODE = [
  'lib/security-headers.ts',
  // next.config.ts validates the environment and reads the analytics provider at build time.
  'lib/env.ts',
  'lib/env-notify.ts',
  'lib/retention.ts',
  'lib/analytics/provider.ts',
  // tests/unit/og-card-offline.test.ts draws a card with next/og in a child Node process.
  'lib/social-cards/drawable.ts',
  // cms/ writes it, and Payload's CLI loads cms/ through tsx.
  'lib/cms/published-routes.ts',
  // cms/on-init.ts makes the CMS's SQLite file owner-only, under Payload's CLI too.
  'lib/private-files.ts',
];

function modules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [relative(process.cwd(), path)]
      : [];
  });
}

it("marks every lib/ module outside lib/shared/ with import 'server-only'", () => {
  const unmarked = modules('lib')
    .filter((path) => !path.startsWith('lib/shared/') && !LOADED_IN_PLAIN_NODE.includes(path))
    .filter((path) => !/^import 'server-only';$/m.test(readFileSync(path, 'utf8')));
  expect(unmarked).toEqual([]);
});

it("keeps 'server-only' out of lib/shared/", () => {
  const marked = modules('lib/shared').filter((path) =>
    readFileSync(path, 'utf8').includes("'server-only'"),
  );
  expect(marked).toEqual([]);
});
