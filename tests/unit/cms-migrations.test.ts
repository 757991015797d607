// A store remembers the CMS migrations it ran by name and never runs one again: a migration that
// reached main and was then changed, renamed or removed leaves every store made before it on a
// schema its build does not expect (or re-creates its tables). cms/migrations/released.sha256
// records each migration's files; the folders must hold them unchanged, in that order, with new
// ones only after them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DATABASES,
  MIGRATIONS,
  hashOf,
  migrationFiles,
  migrationsOnDisk,
  readRecord,
} from '@/scripts/cms-migrations-record.mjs';

const HOW_TO_ADD =
  'To change the schema, add a migration after the others: npm run cms:migration -- <name> (README, "Editing the site").';

const recorded = readRecord();
const nameOf = (file: string) => path.basename(file).replace(/\.(ts|json)$/, '');

describe.each(DATABASES)('the %s migrations', (database) => {
  const onDisk = migrationsOnDisk(database);
  const recordedHere = recorded.filter((entry) => entry.file.startsWith(`${database}/`));
  const recordedNames = [...new Set(recordedHere.map((entry) => nameOf(entry.file)))];

  it('keep every recorded migration, unchanged', () => {
    for (const { file, hash } of recordedHere) {
      const name = nameOf(file);
      if (!onDisk.includes(name) || !migrationFiles(database, name).includes(file)) {
        throw new Error(
          `cms/migrations/${file} was removed or renamed. Stores that ran it would break: restore it. ${HOW_TO_ADD}`,
        );
      }
      if (hashOf(file) !== hash) {
        throw new Error(
          `cms/migrations/${file} changed since it was recorded. A migration on main is never changed: restore it (git checkout main -- cms/migrations/${file}). ${HOW_TO_ADD} ` +
            `Only if it is your own migration, not yet on main, that you edited by hand: npm run cms:migration -- --rehash ${name}.`,
        );
      }
    }
  });

  it('are all recorded, new ones after the others', () => {
    const unrecorded = onDisk.filter((name) => !recordedNames.includes(name));
    if (unrecorded.length) {
      throw new Error(
        `cms/migrations/${database}: ${unrecorded.join(', ')} not in cms/migrations/released.sha256. ${HOW_TO_ADD} It records what it adds; for a migration written by hand: npm run cms:migration -- --rehash <its name>.`,
      );
    }
    if (recordedNames.join() !== onDisk.join()) {
      throw new Error(
        `cms/migrations/${database}: the migrations do not run in the order they were recorded (${recordedNames.join(', ')}). A migration made before main gained a newer one must come after it: git checkout main -- cms/migrations, then npm run cms:migration -- <name> again.`,
      );
    }
  });

  it('all run, in order (index.ts)', () => {
    const index = readFileSync(path.join(MIGRATIONS, database, 'index.ts'), 'utf8');
    const listed = [...index.matchAll(/name: '([^']+)'/g)].map((match) => match[1]);
    expect(listed).toEqual(onDisk);
  });
});
