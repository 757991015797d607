import 'server-only';
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { take } from '@/lib/memory-limits';
import type { SiteStore } from '@/lib/store/store';

type Limit = { points: number; seconds: number };

export type LoginLimitSettings = {
  /** Login attempts per client, on any account (RATE_LIMIT_LOGINS). */
  logins: Limit;
  /** Login attempts per account from one client (RATE_LIMIT_ACCOUNT_LOGINS); a success clears it. */
  accountLogins: Limit;
  /** Failed logins per account from every client before it is locked (RATE_LIMIT_ACCOUNT_LOCK). */
  accountLock: Limit;
  /** Password-reset requests per client (RATE_LIMIT_PASSWORD_RESETS). */
  resets: Limit;
  /** Password-reset requests per account from every client: each one mails the account. */
  accountResets: Limit;
};

/**
 * An e-mail address as the counters know it: lower-cased and trimmed as Payload matches it, and
 * hashed, so that the store holds neither the addresses tried nor strings of a stranger's length.
 * Known and unknown addresses are counted alike, so no answer tells them apart.
 */
const account = (email: string) =>
  createHash('sha256').update(email.toLowerCase().trim()).digest('base64url').slice(0, 22);

/**
 * The editor's login and password-reset limits, counted where the store keeps rate limits (a
 * table every instance shares on PostgreSQL, the process's memory on SQLite). Every counter is
 * one atomic increment: parallel requests each see their own count, so a burst counts in full.
 */
export function loginLimits(store: SiteStore, settings: LoginLimitSettings) {
  const limiter = (keyPrefix: string, { points, seconds }: Limit): RateLimiterAbstract =>
    store.limiter({ keyPrefix, points, duration: seconds });
  const logins = limiter('login-client', settings.logins);
  const accountLogins = limiter('login-account-client', settings.accountLogins);
  const accountLock = limiter('login-account-failures', settings.accountLock);
  const resets = limiter('reset-client', settings.resets);
  const accountResets = limiter('reset-account', settings.accountResets);
  const pair = (email: string, client: string) => `${account(email)}:${client}`;

  return {
    /**
     * One login attempt of `client` on `email`, counted before the password is checked: null to
     * go on, else the seconds to wait (the client's limit first, then the account's from it).
     */
    async attempt(email: string, client: string): Promise<number | null> {
      return (await take(logins, client)) ?? take(accountLogins, pair(email, client));
    },
    /** The seconds left of the account's lock, or null when it is not locked. */
    async locked(email: string): Promise<number | null> {
      const counted = await accountLock.get(account(email));
      if (!counted || counted.consumedPoints < settings.accountLock.points) return null;
      return Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
    },
    /** A wrong password (or an unknown address): one more failure on the account; the count. */
    async failed(email: string): Promise<number> {
      return (await accountLock.penalty(account(email), 1)).consumedPoints;
    },
    /** The right password: this client's attempts on the account start again. */
    async succeeded(email: string, client: string): Promise<void> {
      await accountLogins.delete(pair(email, client));
    },
    /** One password-reset request: null to go on, else the seconds to wait. */
    async reset(email: string, client: string): Promise<number | null> {
      return (await take(resets, client)) ?? take(accountResets, account(email));
    },
    /** What the counters hold now, for tests and the docs' figures. */
    async counts(email: string, client: string) {
      const points = async (limiter: RateLimiterAbstract, key: string) =>
        (await limiter.get(key))?.consumedPoints ?? 0;
      return {
        client: await points(logins, client),
        accountFromClient: await points(accountLogins, pair(email, client)),
        accountFailures: await points(accountLock, account(email)),
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
