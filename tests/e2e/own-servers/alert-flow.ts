import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { WebhookMessage } from '../../support/webhook';

const HOUR = 3_600_000;

type AlertFlow = {
  request: APIRequestContext;
  /** The instances, all on one store, with ALERT_BACKLOG_MINUTES=1 and no worker rounds. */
  sites: string[];
  cronSecret: string;
  fakeAdminUrl: string;
  received: WebhookMessage[];
  /** Runs SQL on the store the sites share. */
  sql: (statement: string) => Promise<void>;
};

/**
 * The outbox's clock is moved by editing created_at, as if the records were older; every round
 * is a drain this flow asks for. Only this flow's enquiries (their subject carries a token) meet
 * the broken admin API. Expects one backlog alert, one recovery, one dead-letter alert.
 */
export async function backlogRecoveryDeadLetter(flow: AlertFlow) {
  const { request, sites, cronSecret, fakeAdminUrl, received, sql } = flow;
  const token = `alerts-${randomUUID()}`;
  const setMode = async (mode: string) =>
    expect(
      (await request.post(`${fakeAdminUrl}/__mode`, { data: { mode, match: token } })).ok(),
    ).toBe(true);
  const headlines = () => received.map((message) => message.text.split(' on ')[0]);

  async function postEnquiry(site: string, subject: string, client: number) {
    const response = await request.post(`${site}/api/enquiries`, {
      headers: {
        origin: site,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': randomUUID(),
        // A client of its own, whatever limit and proxy header the site has.
        'x-forwarded-for': `198.51.100.${client}`,
        'x-real-ip': `198.51.100.${client}`,
      },
      data: {
        full_name: 'Alert Tester',
        email: 'alerts@example.com',
        phone: '+91 98480 12345',
        service: 'Cybersecurity',
        subject: `${subject} ${token}`,
        message: 'Waiting for the admin API.',
      },
    });
    expect(response.status()).toBe(202);
  }

  /** One upkeep round on every site at once. */
  async function drainAll() {
    const answers = await Promise.all(
      sites.map((site) =>
        request.get(`${site}/api/outbox/drain`, {
          headers: { authorization: `Bearer ${cronSecret}` },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status()).toBe(200);
  }

  /** Drains until the receiver has `count` messages, then a few more rounds that must add none. */
  async function drainUntil(count: number) {
    await expect
      .poll(
        async () => {
          await drainAll();
          return received.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(count);
    for (let round = 0; round < 3; round += 1) await drainAll();
    expect(received).toHaveLength(count);
  }

  // Earlier tests on these servers may have raised alerts of their own: start from none.
  await sql('DELETE FROM alerts');
  received.length = 0;
  // The admin API drops every connection of this flow: its enquiry waits in the outbox.
  await setMode('reset');
  await postEnquiry(sites[0]!, 'Backlog', 201);
  await drainAll();
  expect(received).toEqual([]);

  // The enquiry has now waited two minutes: one backlog alert, however many rounds and instances.
  await sql('UPDATE submissions SET created_at = created_at - 120000');
  await drainUntil(1);
  expect(headlines()).toEqual(['🔴 Outbox backlog']);
  expect(received[0]!.text).toMatch(/waited 2 minutes \(alert after 1\)/);
  expect(Object.keys(received[0]!)).toEqual(['text']);

  // The admin API is back: the enquiry is delivered, one recovery.
  await setMode('ok');
  await sql('UPDATE submissions SET next_attempt_at = 0');
  await drainUntil(2);
  expect(headlines()).toEqual(['🔴 Outbox backlog', '✅ Recovered: Outbox backlog']);

  // Down again, and an enquiry that has been retried for 73 hours: dead-lettered, one alert.
  // (It is also an old backlog, but a backlog was announced less than 15 minutes ago.)
  await setMode('reset');
  await postEnquiry(sites[sites.length - 1]!, 'Dead letter', 202);
  await sql(
    `UPDATE submissions SET created_at = created_at - ${73 * HOUR}, next_attempt_at = 0 WHERE status = 'pending'`,
  );
  await drainUntil(3);
  expect(headlines()).toEqual([
    '🔴 Outbox backlog',
    '✅ Recovered: Outbox backlog',
    '🔴 Dead-lettered submissions',
  ]);
  expect(received[2]!.text).toMatch(/1 submission\(s\) could not be delivered/);
  await setMode('ok');
}
