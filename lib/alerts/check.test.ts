// The alert round against both stores: each kind is announced once across instances (two
// connections stand for two instances), again only after the quiet period, recovered once,
// and a webhook that cannot be reached costs a log line, not a failure.
import type { NewOutboxRow } from '@/lib/store/outbox';
import { log } from '@/lib/log';
import { startWebhook, type WebhookMessage } from '@/tests/support/webhook';
import { storeAdapters, type OpenedStore } from '@/tests/unit/fixtures/stores';
import { checkAlerts } from './check';
import { QUIET_MS } from './rules';

const MINUTE = 60_000;
const thresholds = { backlogMinutes: 1, outageMinutes: 10, errorBurst: 10 };
const calm: { adminFailingSince: number | null; recentErrors: number } = {
  adminFailingSince: null,
  recentErrors: 0,
};

let webhook: Awaited<ReturnType<typeof startWebhook>>;
let webhookUrl: string;
let received: WebhookMessage[];

beforeAll(async () => {
  webhook = await startWebhook();
  webhookUrl = webhook.url;
  received = webhook.received;
});
afterAll(() => webhook.close());
beforeEach(() => {
  received.length = 0;
});

const pending = (id: string, createdAt: number): NewOutboxRow => ({
  id,
  kind: 'enquiry',
  idempotency_key: `key-${id}`,
  payload: '{}',
  content_hash: 'hash',
  created_at: createdAt,
  in_flight_until: null,
});

describe.each(storeAdapters)('alerts on %s', (_name, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.cleanup());

  const round = async (now: number, local = calm, store = opened.store, url = webhookUrl) =>
    checkAlerts({
      store,
      webhookUrl: url,
      site: 'https://site.example',
      thresholds,
      log,
      local,
      now,
    });

  it('announces a backlog once across two instances, then its recovery once', async () => {
    const t0 = 10 * 24 * 60 * MINUTE;
    await opened.store.outbox.insert(pending('a', t0), null);
    const other = await opened.another();
    expect(await round(t0 + 30_000)).toEqual([]);

    const both = await Promise.all([round(t0 + 2 * MINUTE), round(t0 + 2 * MINUTE, calm, other)]);
    expect(both.flat()).toEqual(['backlog']);
    expect(await round(t0 + 3 * MINUTE, calm, other)).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toMatch(
      /^🔴 Outbox backlog on https:\/\/site\.example\nThe oldest enquiry or application waiting for the admin API has waited 2 minutes/,
    );

    await opened.store.outbox.close('a', {
      status: 'delivered',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: null,
      outcome: '{}',
      at: t0 + 4 * MINUTE,
    });
    const recovered = await Promise.all([
      round(t0 + 4 * MINUTE),
      round(t0 + 4 * MINUTE, calm, other),
    ]);
    expect(recovered.flat()).toEqual(['backlog:recovered']);
    expect(received.map((message) => message.text.split('\n')[0])).toEqual([
      '🔴 Outbox backlog on https://site.example',
      '✅ Recovered: Outbox backlog on https://site.example',
    ]);
  });

  it('waits out the quiet period before announcing the same kind again', async () => {
    const t0 = 20 * 24 * 60 * MINUTE;
    const failing = { adminFailingSince: t0 - 11 * MINUTE, recentErrors: 0 };
    expect(await round(t0, failing)).toEqual(['outage']);
    expect(await round(t0 + MINUTE, calm)).toEqual(['outage:recovered']);
    // It fails again at once: still within the quiet period of the first announcement.
    expect(await round(t0 + 2 * MINUTE, failing)).toEqual([]);
    expect(await round(t0 + QUIET_MS + 1, failing)).toEqual(['outage']);
  });

  it('announces a dead letter and an error burst from what it observes', async () => {
    const t0 = 30 * 24 * 60 * MINUTE;
    await opened.store.outbox.insert(pending('d', t0), null);
    await opened.store.outbox.close('d', {
      status: 'dead',
      attempts: 9,
      nextAttemptAt: 0,
      lastError: 'network 0',
      outcome: '{}',
      at: t0,
    });
    expect(await round(t0, { adminFailingSince: null, recentErrors: 11 })).toEqual([
      'dead_letter',
      'error_burst',
    ]);
    expect(received[0]!.text).toMatch(/1 submission\(s\) could not be delivered/);
  });

  it('never lets an instance that looked before another raised an alert clear it', async () => {
    const t0 = 35 * 24 * 60 * MINUTE;
    const failing = { adminFailingSince: t0 - 11 * MINUTE, recentErrors: 0 };
    const other = await opened.another();
    expect(await round(t0, failing, other)).toEqual(['outage']);
    // This round began a moment before the other instance's, when all still looked calm.
    expect(await round(t0 - 1, calm)).toEqual([]);
    expect(await round(t0 + MINUTE, calm)).toEqual(['outage:recovered']);
  });

  it('goes on when the webhook cannot be reached', async () => {
    const t0 = 40 * 24 * 60 * MINUTE;
    const failing = { adminFailingSince: t0 - 11 * MINUTE, recentErrors: 0 };
    await expect(round(t0, failing, opened.store, 'http://127.0.0.1:9/hook')).resolves.toEqual([
      'outage',
    ]);
  });
});
