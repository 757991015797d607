// No environment file but .env.example enters the image's build context:
// .dockerignore read as Docker reads it at the context's top level (each line a glob, `!`
// re-includes, the last line that matches decides).
import { readFileSync } from 'node:fs';

const rules = readFileSync('.dockerignore', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const include = line.startsWith('!');
    const glob = include ? line.slice(1) : line;
    const pattern = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    return { include, matches: new RegExp(`^${pattern}$`) };
  });

const inContext = (name: string) =>
  rules.reduce((kept, rule) => (rule.matches.test(name) ? rule.include : kept), true);

it.each([
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  '.env.staging',
  '.envrc',
])('keeps %s out of the build context', (name) => {
  expect(inContext(name)).toBe(false);
});

it('lets .env.example and the sources in', () => {
  for (const name of ['.env.example', 'package.json', 'next.config.ts'])
    expect(inContext(name)).toBe(true);
});
