// .env.example is the operator's list of every variable: this keeps it and lib/env.ts in step.
import { readFileSync } from 'node:fs';
import { envSchema } from '@/lib/env';

/** Read by the standalone server, the logger or Next itself, not by lib/env.ts. */
const READ_ELSEWHERE = ['PORT', 'HOSTNAME', 'LOG_LEVEL', 'NEXT_TELEMETRY_DISABLED'];

/** `NAME=value` (the default, written out) and `# NAME=value` (unset by default, an example). */
const entries = readFileSync('.env.example', 'utf8')
  .split('\n')
  .flatMap((line) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[2]!, value: match[3]!, unsetByDefault: Boolean(match[1]) }] : [];
  });
const listed = entries.map((entry) => entry.name);
const schemaNames = Object.keys(envSchema.shape);
const validated = entries.filter((entry) => schemaNames.includes(entry.name));
const defaults = envSchema.parse({});

describe('.env.example', () => {
  it('lists every variable lib/env.ts reads', () => {
    expect(schemaNames.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('lists nothing the site does not read, each once', () => {
    expect(
      listed.filter((name) => !schemaNames.includes(name) && !READ_ELSEWHERE.includes(name)),
    ).toEqual([]);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });

  it('writes out exactly the defaults lib/env.ts applies', () => {
    const written = Object.fromEntries(
      validated.filter((entry) => !entry.unsetByDefault).map((entry) => [entry.name, entry.value]),
    );
    expect(envSchema.parse(written)).toEqual(defaults);
  });

  it.each(validated.filter((entry) => entry.unsetByDefault))(
    'comments out $name, unset by default, with a valid example',
    ({ name, value }) => {
      expect(defaults[name as keyof typeof defaults]).toBeUndefined();
      expect(envSchema.parse({ [name]: value })[name as keyof typeof defaults]).toBeDefined();
    },
  );
});
