// The editor's login and password-reset counters (lib/cms/login-limits.ts) on both stores: every
// attempt of a parallel burst is counted, a stranger's burst leaves the owner's own client free,
// failures from everywhere lock the account, and on PostgreSQL every instance counts together.
import { loginLimits, type LoginLimitSettings } from '@/lib/cms/login-limits';
import { freshStoreEachTest, storeAdapters } from './fixtures/stores';

/** The production defaults (lib/env.ts). */
const settings: LoginLimitSettings = {
  logins: { points: 20, seconds: 900 },
  accountLogins: { points: 5, seconds: 900 },
  accountLock: { points: 100, seconds: 3600 },
  resets: { points: 5, seconds: 3600 },
  accountResets: { points: 10, seconds: 3600 },
};
const OWNER = 'owner@example.com';
const STRANGER = '203.0.113.9';
const OWNERS_CLIENT = '198.51.100.7';

const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe.each(storeAdapters)('login limits on the %s store', (name, openStore) => {
  const opened = freshStoreEachTest(openStore);

  it("counts 80 parallel attempts as 80, lets 5 through, and leaves the owner's client free", async () => {
    const limits = loginLimits(opened().store, settings);
    const waits = await times(80, () => limits.attempt(OWNER, STRANGER));
    expect(waits.filter((wait) => wait === null)).toHaveLength(5);
    expect(waits.filter((wait) => wait !== null && wait > 0 && wait <= 900)).toHaveLength(75);
    // The client's limit counted all 80 and passed 20; the account's from that client counted those.
    expect(await limits.counts(OWNER, STRANGER)).toMatchObject({
      client: 80,
      accountFromClient: 20,
    });

    expect(await limits.attempt(OWNER, OWNERS_CLIENT)).toBeNull();
    expect(await limits.locked(OWNER)).toBeNull();
  });

  it('refuses a client its 21st login on any accounts', async () => {
    const limits = loginLimits(opened().store, settings);
    const waits = await times(21, (index) => limits.attempt(`user-${index}@example.com`, STRANGER));
    expect(waits.filter((wait) => wait === null)).toHaveLength(20);
    expect(await limits.attempt('someone@example.com', OWNERS_CLIENT)).toBeNull();
  });

  it('locks an account after 100 failures from anywhere, counted atomically, known or not', async () => {
    const limits = loginLimits(opened().store, settings);
    await times(80, () => limits.failed(OWNER));
    expect((await limits.counts(OWNER, STRANGER)).accountFailures).toBe(80);
    expect(await limits.locked(OWNER)).toBeNull();
    await times(20, () => limits.failed(' Owner@Example.com '));
    expect(await limits.locked(OWNER)).toBeGreaterThan(3500);
    expect(await limits.locked('other@example.com')).toBeNull();
  });

  it("starts a client's attempts on an account again after the right password", async () => {
    const limits = loginLimits(opened().store, settings);
    await times(4, () => limits.attempt(OWNER, OWNERS_CLIENT));
    await limits.succeeded(OWNER, OWNERS_CLIENT);
    expect((await limits.counts(OWNER, OWNERS_CLIENT)).accountFromClient).toBe(0);
    const waits = await times(5, () => limits.attempt(OWNER, OWNERS_CLIENT));
    expect(waits.every((wait) => wait === null)).toBe(true);
  });

  it('limits password-reset requests per client and per account', async () => {
    const limits = loginLimits(opened().store, settings);
    const byClient = await times(6, (index) => limits.reset(`user-${index}@example.com`, STRANGER));
    expect(byClient.filter((wait) => wait === null)).toHaveLength(5);
    const byAccount = await times(11, (index) => limits.reset(OWNER, `192.0.2.${index}`));
    expect(byAccount.filter((wait) => wait === null)).toHaveLength(10);
  });

  it(
    name === 'PostgreSQL'
      ? 'counts the attempts of every instance together'
      : "counts in each process's memory",
    async () => {
      const one = loginLimits(opened().store, settings);
      const other = loginLimits(await opened().another(), settings);
      await times(3, () => one.attempt(OWNER, STRANGER));
      const waits = await times(3, () => other.attempt(OWNER, STRANGER));
      expect(waits.filter((wait) => wait === null)).toHaveLength(name === 'PostgreSQL' ? 2 : 3);
    },
  );
});
