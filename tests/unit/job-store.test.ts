// The job tables of both store adapters: recorded job changes (each handed to one caller across
// instances, never undone by an older observation), the search-engine notification queue,
// job-alert subscriptions with their once-a-day digest claim, and the site's shared secrets.
import type { ObservedJob } from '@/lib/store/job-states';
import type { SiteStore } from '@/lib/store/store';
import { freshStoreEachTest, storeAdapters } from './fixtures/stores';

const job = (id: string, fingerprint = 'v1'): ObservedJob => ({
  jobId: id,
  url: `https://www.example.com/careers/job-${id}`,
  fingerprint,
});
const ENGINES = ['google', 'indexnow'];
const DAY = 24 * 60 * 60 * 1000;

const summary = (changes: { jobId: string; action: string }[]) =>
  changes.map(({ jobId, action }) => `${action} ${jobId}`).sort();

describe.each(storeAdapters)('the job tables of the %s store', (_name, openStore) => {
  const opened = freshStoreEachTest(openStore);
  let store: SiteStore;
  beforeEach(() => {
    store = opened().store;
  });

  it('records openings, edits, closings and reopenings once each', async () => {
    const states = store.jobStates;
    expect(summary(await states.record([job('1'), job('2')], 1_000, ENGINES))).toEqual([
      'updated 1',
      'updated 2',
    ]);
    expect(await states.record([job('1'), job('2')], 2_000, ENGINES)).toEqual([]);
    expect(summary(await states.record([job('1', 'v2')], 3_000, ENGINES))).toEqual([
      'deleted 2',
      'updated 1',
    ]);
    expect(summary(await states.record([job('1', 'v2'), job('2')], 4_000, ENGINES))).toEqual([
      'updated 2',
    ]);
    const dates = await states.dates(['1', '2', 'unknown']);
    expect(dates.get('1')).toEqual({ openedAt: 1_000, changedAt: 3_000 });
    expect(dates.get('2')).toEqual({ openedAt: 4_000, changedAt: 4_000 });
    expect(dates.has('unknown')).toBe(false);
  });

  it('hands each change to one of several instances recording the same list at once', async () => {
    const others = await Promise.all([opened().another(), opened().another()]);
    const lists = [store, ...others].map((each) =>
      each.jobStates.record([job('1'), job('2'), job('3')], 5_000, ENGINES),
    );
    const changes = (await Promise.all(lists)).flat();
    expect(summary(changes)).toEqual(['updated 1', 'updated 2', 'updated 3']);
    const claimed = await store.searchPings.claim('indexnow', 5_000, 6_000, 100);
    expect(claimed.map((ping) => ping.url).sort()).toEqual([
      job('1').url,
      job('2').url,
      job('3').url,
    ]);
    expect(await store.searchPings.claim('google', 5_000, 6_000, 100)).toHaveLength(3);
  });

  it('never lets an older observation undo a later one', async () => {
    await store.jobStates.record([job('1')], 1_000, ENGINES);
    await store.jobStates.record([], 3_000, ENGINES);
    const stale = await (await opened().another()).jobStates.record([job('1')], 2_000, ENGINES);
    expect(stale).toEqual([]);
  });

  it('queues one notification per engine and change, claimed once and closed', async () => {
    await store.jobStates.record([job('1'), job('2')], 1_000, ENGINES);
    await store.jobStates.record([job('2')], 2_000, ENGINES);
    const other = await opened().another();
    const [mine, theirs] = await Promise.all([
      store.searchPings.claim('google', 2_000, 9_000, 2),
      other.searchPings.claim('google', 2_000, 9_000, 2),
    ]);
    const ids = [...mine, ...theirs].map((ping) => ping.id);
    expect(new Set(ids).size).toBe(3);
    const actions = [...mine, ...theirs].map((ping) => `${ping.action} ${ping.url}`).sort();
    expect(actions).toEqual([
      `deleted ${job('1').url}`,
      `updated ${job('1').url}`,
      `updated ${job('2').url}`,
    ]);
    // Leased: nobody else gets them before the lease ends.
    expect(await other.searchPings.claim('google', 3_000, 9_000, 10)).toEqual([]);
    for (const ping of mine)
      await store.searchPings.close(ping.id, {
        status: 'sent',
        attempts: 1,
        nextAttemptAt: 3_000,
        lastError: null,
        at: 3_000,
      });
    for (const ping of theirs)
      await other.searchPings.close(ping.id, {
        status: 'pending',
        attempts: 1,
        nextAttemptAt: 60_000,
        lastError: 'outage 503',
        at: 3_000,
      });
    expect(await store.searchPings.counts()).toEqual({
      pending: 3 + theirs.length,
      sent: mine.length,
      rejected: 0,
      dead: 0,
    });
    expect(await store.searchPings.claim('google', 10_000, 20_000, 10)).toEqual([]);
    expect(await store.searchPings.claim('google', 60_000, 70_000, 10)).toHaveLength(theirs.length);
    expect(await store.searchPings.purge(4_000)).toBe(mine.length);
  });

  it('queues nothing when no engine is configured, but still records the change', async () => {
    expect(await store.jobStates.record([job('1')], 1_000, [])).toHaveLength(1);
    expect(await store.searchPings.counts()).toEqual({ pending: 0, sent: 0, rejected: 0, dead: 0 });
  });

  it('keeps one subscription per email and filters, confirmed once, deleted on request', async () => {
    const alerts = store.jobAlerts;
    const filters = { keywords: 'java', location: 'Hyderabad', type: '' };
    const first = await alerts.add({
      id: 'a1',
      email: 'asha@example.com',
      created_at: 1_000,
      ...filters,
    });
    const again = await alerts.add({
      id: 'a2',
      email: 'asha@example.com',
      created_at: 2_000,
      ...filters,
    });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ id: 'a1', confirmed_at: null, last_digest_at: null });
    await alerts.add({
      id: 'a3',
      email: 'asha@example.com',
      created_at: 2_000,
      ...filters,
      type: 'Contract',
    });
    await alerts.add({ id: 'b1', email: 'ravi@example.com', created_at: 2_000, ...filters });
    expect(await alerts.countConfirmedFor('asha@example.com')).toBe(0);
    expect(await alerts.due(10 * DAY)).toEqual([]);

    expect(await alerts.confirm('a1', 5_000)).toBe(true);
    expect(await alerts.countConfirmedFor('asha@example.com')).toBe(1);
    expect(await alerts.confirm('a1', 6_000)).toBe(true);
    expect(await alerts.byId('a1')).toMatchObject({ confirmed_at: 5_000, notified_through: 5_000 });
    expect(await alerts.confirm('missing', 6_000)).toBe(false);
    expect((await alerts.due(10 * DAY)).map((alert) => alert.id)).toEqual(['a1']);

    expect(await alerts.purgeUnconfirmed(1_500)).toBe(0);
    expect(await alerts.removeFor('asha@example.com')).toBe(2);
    expect(await alerts.byId('a1')).toBeUndefined();
    expect(await alerts.purgeUnconfirmed(3_000)).toBe(1);
    expect(await alerts.remove('b1')).toBe(false);
  });

  it('lets one instance take a subscriber’s digest, at most once a day', async () => {
    const alerts = store.jobAlerts;
    await alerts.add({
      id: 'a1',
      email: 'asha@example.com',
      created_at: 0,
      keywords: '',
      location: '',
      type: '',
    });
    await alerts.confirm('a1', 1_000);
    const other = (await opened().another()).jobAlerts;
    const now = 2 * DAY;
    const claims = await Promise.all([
      alerts.claimDigest('a1', now - DAY, now, 1_500),
      other.claimDigest('a1', now - DAY, now, 1_500),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await alerts.byId('a1')).toMatchObject({ last_digest_at: now, notified_through: 1_500 });
    expect(await alerts.due(now - 1)).toEqual([]);
    expect(await alerts.claimDigest('a1', now + DAY - 1 - DAY, now + DAY - 1, 2_000)).toBe(false);
    await alerts.releaseDigest('a1', null, 1_000);
    expect(await alerts.claimDigest('a1', now - DAY, now, 1_500)).toBe(true);
  });

  it('makes each named secret once, the same for every instance', async () => {
    const [a, b] = await Promise.all([
      store.secret('alerts'),
      (await opened().another()).secret('alerts'),
    ]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(await store.secret('other')).not.toBe(a);
  });

  it('keeps a data request until one of two instances takes it, and purges old ones', async () => {
    const request = { id: 'dr1', email: 'asha@example.com', payload: '{}', created_at: 1_000 };
    expect(await store.dataRequests.add(request)).toBe(true);
    expect(await store.dataRequests.add({ ...request, created_at: 2_000 })).toBe(false);
    expect(await store.dataRequests.byId('dr1')).toEqual(request);
    const other = await opened().another();
    const taken = await Promise.all([
      store.dataRequests.remove('dr1'),
      other.dataRequests.remove('dr1'),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    await store.dataRequests.add({ ...request, id: 'dr2' });
    await store.dataRequests.add({ ...request, id: 'dr3', created_at: 5_000 });
    expect(await store.dataRequests.purge(2_000)).toBe(1);
    expect(await store.dataRequests.byId('dr3')).toBeDefined();
  });
});
