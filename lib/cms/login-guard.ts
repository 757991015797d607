import 'server-only';
import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { APIError, AuthenticationError, type PayloadRequest } from 'payload';
import { env } from '@/lib/env';
import { clientKey } from '@/lib/memory-limits';
import { processGlobal } from '@/lib/shared/process-global';
import { getStore } from '@/lib/store';
import { loginLimits, type LoginLimits } from './login-limits';
import { takeLoginTurn } from './login-turns';

const derive = promisify(pbkdf2);

/** Payload 3's password hashes: its current format, else the legacy one it upgrades at login. */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';
function hashParameters(hash: string) {
  return hash.startsWith(CURRENT_PREFIX)
    ? { stored: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { stored: hash, iterations: 25_000, keyLength: 512 };
}

/**
 * What an unknown address or a locked account is checked against: a hash of Payload's current
 * cost that no password matches, so that every refusal costs the same time as a wrong password.
 */
const NO_ONE = {
  salt: 'f3c1a8d4e2b7950c6a1d3e8f7b2c4a90',
  hash: `${CURRENT_PREFIX}${'0'.repeat(64)}`,
};

async function matches(password: string, { salt, hash }: { salt: string; hash: string }) {
  const { stored, iterations, keyLength } = hashParameters(hash);
  const derived = await derive(password, salt, iterations, keyLength, 'sha256');
  const expected = Buffer.from(stored, 'hex');
  return (
    derived.length === expected.length &&
    timingSafeEqual(new Uint8Array(derived), new Uint8Array(expected))
  );
}

/**
 * One set of counters per process: the REST and GraphQL routes are bundled apart, and on SQLite
 * the counters are in memory (with a copy each, a client's resets by REST did not count by GraphQL).
 */
const shared = processGlobal('loginLimits', (): { limits?: Promise<LoginLimits> } => ({}));
function getLimits(): Promise<LoginLimits> {
  const limits = (shared.limits ??= getStore().then((store) =>
    loginLimits(store, {
      logins: env.RATE_LIMIT_LOGINS,
      accountLogins: env.RATE_LIMIT_ACCOUNT_LOGINS,
      accountLock: env.RATE_LIMIT_ACCOUNT_LOCK,
      resets: env.RATE_LIMIT_PASSWORD_RESETS,
      accountResets: { points: 10, seconds: 3600 },
    }),
  ));
  limits.catch(() => (shared.limits = undefined));
  return limits;
}

/** A 429 with Retry-After; Payload adds req.responseHeaders to its error answers (REST and GraphQL). */
function tooMany(req: PayloadRequest, seconds: number): APIError {
  const headers = new Headers(req.responseHeaders);
  headers.set('Retry-After', String(seconds));
  req.responseHeaders = headers;
  const minutes = Math.ceil(seconds / 60);
  const error = new APIError(
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    { retryAfter: seconds },
    true,
  );
  // Payload's answer shows the message of an error it recognises by class or by name; in the
  // server's bundle this class is not the copy Payload checks, and its name comes out empty.
  error.name = 'TooManyAttempts';
  return error;
}

const emailOf = (data: Record<string, unknown>) =>
  typeof data.email === 'string' ? data.email.toLowerCase().trim() : '';

const clientOf = (req: PayloadRequest) => clientKey({ headers: req.headers } as Request);

/**
 * Runs before Payload's own login (REST, GraphQL, the /admin screen): counts the attempt, checks
 * the password itself and refuses a wrong one, an unknown address and a locked account alike
 * (Payload's 401 and message, one hash's time). Only the right password of an account that is not
 * locked reaches Payload, which checks it again and signs the login.
 */
export async function guardLogin(
  req: PayloadRequest,
  data: Record<string, unknown>,
): Promise<(() => void) | undefined> {
  const email = emailOf(data);
  const { password } = data;
  // Payload answers these with its 400 before it looks anything up.
  if (!email || typeof password !== 'string' || password.trim() === '') return;
  const client = clientOf(req);
  const limits = await getLimits();
  const wait = await limits.attempt(email, client);
  if (wait !== null) throw tooMany(req, wait);
  const [user, locked] = await Promise.all([
    req.payload.db.findOne<{ id: number | string; salt?: unknown; hash?: unknown }>({
      collection: 'users',
      where: { email: { equals: email } },
      req,
    }),
    limits.locked(email),
  ]);
  const known =
    !locked && typeof user?.salt === 'string' && typeof user.hash === 'string'
      ? { salt: user.salt, hash: user.hash }
      : undefined;
  if (!(await matches(password, known ?? NO_ONE)) || !known) {
    await limits.failed(email);
    throw new AuthenticationError(req.t);
  }
  await limits.succeeded(email, client);
  // A right password: Payload adds the session next, one login of this account at a time.
  return takeLoginTurn(email);
}

/** Before Payload's forgot-password: the client's and the account's limits (its answer stays Payload's). */
export async function guardPasswordReset(req: PayloadRequest, data: Record<string, unknown>) {
  const email = emailOf(data);
  if (!email) return;
  const wait = await (await getLimits()).reset(email, clientOf(req));
  if (wait !== null) throw tooMany(req, wait);
}
