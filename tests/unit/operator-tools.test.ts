// Operators' tools are safe: what `npm run submissions`, `npm run outbox` and
// `npm run vitals` print of visitors' text carries no character a terminal acts on, and
// everything of DATA_DIR and of a backup is the site's user's only, whatever the umask and the
// mode an existing backup folder had.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '@/lib/store/sqlite';
import type { SiteStore } from '@/lib/store/store';
import { printable, printableJson } from '../../scripts/terminal-text.mjs';
import { pdfBytes } from './fixtures/files';

/** Erase the line, a one-character CSI, a title change (OSC) ended by BEL, an OSC 8 link, an OSC 52 clipboard write, CR, BS, DEL, a right-to-left override. */
const HOSTILE =
  'Asha\u001b[2K\u009b31m\u001b]0;owned\u0007\u001b]8;;https://evil.example\u001b\\link\u001b]52;c;cm0gLXJm\u0007\rfake\b\u007f\u202eRao';
/** What a terminal acts on: C0 but the newline, DEL, C1, bidirectional overrides and isolates. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const ACTED_ON = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('printable text', () => {
  it('replaces every control and escape character with a visible mark', () => {
    expect(printable(HOSTILE)).toBe(
      'Asha\uFFFD[2K\uFFFD31m\uFFFD]0;owned\uFFFD\uFFFD]8;;https://evil.example\uFFFD\\link\uFFFD]52;c;cm0gLXJm\uFFFD\uFFFDfake\uFFFD\uFFFD\uFFFDRao',
    );
  });

  it('keeps a newline only where the layout takes one, indented so it cannot pass for an entry', () => {
    expect(printable('one\ntwo')).toBe('one\uFFFDtwo');
    expect(printable('one\n- 2026-01-01  Forged <x@example.com>', { indent: '  ' })).toBe(
      'one\n  - 2026-01-01  Forged <x@example.com>',
    );
  });

  it('escapes in JSON what JSON.stringify leaves raw, and the data parses back unchanged', () => {
    const json = printableJson({ name: HOSTILE, lines: 'a\nb' });
    expect(json).not.toMatch(ACTED_ON);
    expect(JSON.parse(json)).toEqual({ name: HOSTILE, lines: 'a\nb' });
  });
});

const octal = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('the commands and the files', () => {
  let root: string;
  let dataDir: string;
  let store: SiteStore;
  let umask: number;
  const run = (script: string, ...args: string[]) => {
    const result = spawnSync(
      'sh',
      ['-c', 'umask 000; exec node "$@"', 'sh', `scripts/${script}.mjs`, ...args],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    return result.stdout;
  };

  beforeAll(async () => {
    // No help from the umask: every mode below is the code's own.
    umask = process.umask(0);
    root = mkdtempSync(path.join(tmpdir(), 'operator-tools-'));
    dataDir = path.join(root, 'site', 'data');
    store = await createSqliteStore(dataDir);
    await store.embedded.addEnquiry({
      full_name: HOSTILE,
      email: 'asha@example.com',
      phone: '+91 98480 12345',
      service: 'Cybersecurity',
      subject: HOSTILE,
      message: `Hello\n- 2026-01-01T00:00:00Z  Forged <x@example.com>\n${HOSTILE}`,
    });
    await store.outbox.insert(
      {
        id: 'sub-1',
        kind: 'application',
        idempotency_key: 'operator-tools-1',
        payload: JSON.stringify({ first_name: HOSTILE }),
        content_hash: 'x',
        created_at: Date.now(),
        in_flight_until: null,
      },
      { bytes: pdfBytes(), filename: 'resume.pdf' },
    );
    await store.outbox.close('sub-1', {
      status: 'pending',
      attempts: 1,
      nextAttemptAt: Date.now(),
      lastError: `admin API said: ${HOSTILE}`,
      outcome: '{}',
      at: Date.now(),
    });
    await store.vitals.add({
      day: new Date().toISOString().slice(0, 10),
      page: '/about',
      metric: 'LCP',
      bucket: 1200,
      target: `main>p${HOSTILE}`,
    });
    await store.secret('operator-tools');
  });
  afterAll(async () => {
    await store.close();
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['submissions'],
    ['submissions --json'],
    ['outbox list'],
    ['outbox show sub-1'],
    ['vitals'],
    ['vitals --json'],
  ])('npm run %s prints no control characters', (command) => {
    const [script, ...args] = command.split(' ');
    const printed = run(script!, ...args);
    expect(printed).toContain('Rao');
    expect(printed).not.toMatch(ACTED_ON);
    expect(printed).not.toMatch(/^- 2026-01-01T00:00:00Z {2}Forged/m);
  });

  it('keeps DATA_DIR, the database with its -wal and -shm, and the resumes for the site’s user', () => {
    expect(octal(path.join(root, 'site'))).toBe('700');
    expect(octal(dataDir)).toBe('700');
    const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
    expect(files).toEqual(expect.arrayContaining(['site.db', 'site.db-wal', 'site.db-shm']));
    for (const file of files) {
      const full = path.join(dataDir, file);
      expect([file, octal(full)]).toEqual([file, statSync(full).isDirectory() ? '700' : '600']);
    }
  });

  it('writes a backup for the user only, into a folder that was open to all', () => {
    const backup = path.join(root, 'backup');
    mkdirSync(backup);
    chmodSync(backup, 0o777);
    run('backup', backup);
    expect(octal(backup)).toBe('700');
    const files = readdirSync(backup, { recursive: true, encoding: 'utf8' });
    expect(files).toEqual(expect.arrayContaining(['site.db', 'manifest.json']));
    expect(files.some((file) => file.endsWith('.pdf'))).toBe(true);
    for (const file of files) {
      const full = path.join(backup, file);
      expect([file, octal(full)]).toEqual([file, statSync(full).isDirectory() ? '700' : '600']);
    }
  });
});
