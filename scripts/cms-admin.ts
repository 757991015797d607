// Makes an admin of the site's editor, or gives an existing user a new password:
//   npm run cms:admin -- owner@example.com
// The password is asked for on the terminal (not shown), or read from the first line of stdin
// when that is no terminal (`printf '%s\n' "$PASSWORD" | npm run cms:admin -- owner@example.com`).
// It follows the rule of every editor password (lib/shared/password-rule.ts). An address that
// already has a user gets the new password and the admin role: the way back in for an owner who
// lost theirs. Runs on the store the server would use (DATABASE_URL, else DATA_DIR), through
// Payload's local API (`payload run`), so the password is hashed as Payload hashes it.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { passwordProblem } from '../lib/shared/password-rule';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The first line of stdin, when it is a pipe or a file. */
async function pipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** A line typed on the terminal without echo; Ctrl-C aborts. */
function typedLine(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let line = '';
    const onData = (typed: string) => {
      for (const char of typed) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(line);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          stderr.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') line = line.slice(0, -1);
        else if (char >= ' ') line += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return pipedLine();
  const password = await typedLine('Password: ');
  const problem = passwordProblem(password);
  if (problem) fail(`The password is refused: ${problem}.`);
  if ((await typedLine('Again: ')) !== password) fail('The two passwords differ.');
  return password;
}

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!z.email().safeParse(email).success)
  fail('Usage: npm run cms:admin -- <email> (the password is asked for, or read from stdin)');
const password = await readPassword();
const problem = passwordProblem(password);
if (problem) fail(`The password is refused: ${problem}.`);

// Nothing here signs a login: a throwaway secret spares the CLI the store's kept one.
process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex');
const { getPayload } = await import('payload');
const { default: config } = await import('../cms/payload.config');
const { serverMadeUser } = await import('../cms/user-creation');
const payload = await getPayload({ config });
try {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    limit: 1,
  });
  const existing = docs[0];
  if (existing) {
    await payload.update({
      collection: 'users',
      id: existing.id,
      overrideAccess: true,
      data: { password, role: 'admin', loginAttempts: 0, lockUntil: null },
    });
    console.log(`${email} has a new password and is an admin.`);
  } else {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      context: serverMadeUser(),
      data: { email, password, role: 'admin' },
    });
    console.log(`${email} is a new admin of the editor.`);
  }
} catch (error) {
  fail(`Could not save ${email}: ${(error as Error).message}`);
} finally {
  await payload.destroy();
}
process.exit(0);
