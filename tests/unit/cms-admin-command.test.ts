// README's `npm run cms:admin -- <email>` on a real SQLite store: it refuses a password that
// breaks the rule before it opens anything, makes an admin with a password Payload checks, and
// gives an existing user a new password and the admin role.
import { pbkdf2Sync, timingSafeEqual } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command as README gives it, its password on stdin (no terminal here). */
function cmsAdmin(email: string, stdin: string) {
  return spawnSync('npm', ['run', '-s', 'cms:admin', '--', email], {
    input: stdin,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CMS_ADMIN_EMAIL: '' },
    encoding: 'utf8',
  });
}

type UserRow = { email: string; role: string; salt: string; hash: string };
function user(email: string): UserRow | undefined {
  const db = new Database(path.join(dataDir, 'cms.db'), { readonly: true });
  try {
    return db
      .prepare('SELECT email, role, salt, hash FROM users WHERE email = ?')
      .get(email) as UserRow;
  } finally {
    db.close();
  }
}

/** Payload's current hash (PBKDF2-SHA256, 600 000 iterations, 32 bytes, prefixed). */
function holds(row: UserRow, password: string) {
  const [, hex] = row.hash.split('pbkdf2-sha256-v1:');
  const derived = pbkdf2Sync(password, row.salt, 600_000, 32, 'sha256');
  return timingSafeEqual(new Uint8Array(derived), new Uint8Array(Buffer.from(hex!, 'hex')));
}

it('refuses a short password without touching the store', () => {
  const run = cmsAdmin('owner@example.com', 'too-short\n');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('The password is refused: expected at least 12 characters.');
});

it('makes an admin, then gives the same address a new password', () => {
  const made = cmsAdmin('Owner@Example.com', 'a-first-long-password\n');
  expect(made.stdout).toContain('owner@example.com is a new admin of the editor.');
  expect(made.status).toBe(0);
  const first = user('owner@example.com')!;
  expect(first.role).toBe('admin');
  expect(holds(first, 'a-first-long-password')).toBe(true);

  const reset = cmsAdmin('owner@example.com', 'a-second-long-password\n');
  expect(reset.stdout).toContain('owner@example.com has a new password and is an admin.');
  const second = user('owner@example.com')!;
  expect(holds(second, 'a-second-long-password')).toBe(true);
  expect(holds(second, 'a-first-long-password')).toBe(false);
}, 180_000);
