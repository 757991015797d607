// Job-alert mail over a real SMTP server in this process: the confirmation mail, the digest
// (only new jobs that match, at most once a day, one mail however many instances look, the
// unsubscribe headers), and the signed links.
import { pino } from 'pino';
import { sendDueDigests, DAY_MS } from '@/lib/job-alerts/digest';
import { createSmtpMailer } from '@/lib/mail/mailer';
import { confirmationMail } from '@/lib/job-alerts/messages';
import { isValidLink, signLink } from '@/lib/job-alerts/tokens';
import type { SiteStore } from '@/lib/store/store';
import type { Job } from '@/lib/shared/domain/job';
import { makeJob } from './fixtures/jobs';
import { headerOf, smtpInbox } from './fixtures/smtp-inbox';
import { freshStoreEachTest, storeAdapters } from './fixtures/stores';

const silent = pino({ level: 'silent' });
const urlOf = (job: Job) => `https://www.example.com/careers/job-${job.id}`;
const java = makeJob(1, {
  title: 'Java Developer',
  location: 'Hyderabad',
  employmentType: 'Full-time',
});
const javaLater = makeJob(2, {
  title: 'Senior Java Engineer',
  location: 'Hyderabad',
  employmentType: 'Full-time',
});
const recruiter = makeJob(3, {
  title: 'Recruiter',
  location: 'Hyderabad',
  employmentType: 'Full-time',
});
const oldJava = makeJob(4, {
  title: 'Java Lead',
  location: 'Hyderabad',
  employmentType: 'Full-time',
});

let inbox: Awaited<ReturnType<typeof smtpInbox>>;
beforeAll(async () => {
  inbox = await smtpInbox();
});
afterAll(() => inbox.close());
beforeEach(() => {
  inbox.mails.length = 0;
});

describe('signed job-alert links', () => {
  it('accept only the signature of the same purpose, id and secret', () => {
    const signature = signLink('secret-a', 'unsubscribe', 'alert-1');
    expect(isValidLink('secret-a', 'unsubscribe', 'alert-1', signature)).toBe(true);
    expect(isValidLink('secret-a', 'confirm', 'alert-1', signature)).toBe(false);
    expect(isValidLink('secret-a', 'unsubscribe', 'alert-2', signature)).toBe(false);
    expect(isValidLink('secret-b', 'unsubscribe', 'alert-1', signature)).toBe(false);
    expect(isValidLink('secret-a', 'unsubscribe', 'alert-1', signature.slice(1))).toBe(false);
  });
});

describe('the confirmation mail', () => {
  it('reaches the SMTP server with the link and the one-click unsubscribe headers, text escaped', async () => {
    const mailer = createSmtpMailer(inbox.url, 'Northstar Careers <careers@example.com>');
    const mail = confirmationMail(
      'asha@example.com',
      { location: '<b>Hyderabad</b>', type: '' },
      {
        confirm: 'https://www.example.com/api/job-alerts/confirm?s=a1&t=sig',
        unsubscribe: 'https://www.example.com/api/job-alerts/unsubscribe?s=a1&t=sig2',
      },
    );
    await mailer.send(mail);
    expect(inbox.mails).toHaveLength(1);
    const received = inbox.mails[0]!;
    expect(received.subject).toBe('Confirm your job alert from Northstar Consulting');
    expect(received.from?.text).toBe('"Northstar Careers" <careers@example.com>');
    expect(received.text).toContain('https://www.example.com/api/job-alerts/confirm?s=a1&t=sig');
    expect(received.html).toContain(
      'href="https://www.example.com/api/job-alerts/confirm?s=a1&amp;t=sig"',
    );
    expect(received.html).toContain('&lt;b&gt;Hyderabad&lt;/b&gt;');
    expect(headerOf(received, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(received, 'List-Unsubscribe')).toBe(
      '<https://www.example.com/api/job-alerts/unsubscribe?s=a1&t=sig2>',
    );
  });
});

describe.each(storeAdapters)('digests from the %s store', (_name, openStore) => {
  const opened = freshStoreEachTest(openStore);

  const digests = (store: SiteStore, jobs: Job[], now: number) =>
    sendDueDigests({
      table: store.jobAlerts,
      jobs: async () => jobs,
      dates: (ids) => store.jobStates.dates(ids),
      mailer: createSmtpMailer(inbox.url, 'careers@example.com'),
      jobUrl: urlOf,
      unsubscribeUrl: async (alert) => `https://www.example.com/unsubscribe?s=${alert.id}`,
      log: silent,
      now: () => now,
    });

  const record = (store: SiteStore, jobs: Job[], at: number) =>
    store.jobStates.record(
      jobs.map((job) => ({ jobId: job.id, url: urlOf(job), fingerprint: job.title })),
      at,
      [],
    );

  it('mails new matching jobs once, at most once a day, and never before confirmation', async () => {
    const store = opened().store;
    const alerts = store.jobAlerts;
    await record(store, [oldJava], 500);
    await alerts.add({
      id: 'a1',
      email: 'asha@example.com',
      created_at: 600,
      keywords: 'java',
      location: 'Hyderabad',
      type: '',
    });
    await record(store, [oldJava, java, recruiter], 800);
    expect(await digests(store, [oldJava, java, recruiter], 900)).toBe(0);

    await alerts.confirm('a1', 1_000);
    await record(store, [oldJava, java, recruiter, javaLater], 2_000);
    const instances = [store, await opened().another(), await opened().another()];
    const open = [oldJava, java, recruiter, javaLater];
    const sent = await Promise.all(instances.map((each) => digests(each, open, 3_000)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(inbox.mails).toHaveLength(1);
    const digest = inbox.mails[0]!;
    expect(digest.to).toMatchObject({ text: 'asha@example.com' });
    expect(digest.subject).toBe('1 new job at Northstar Consulting');
    expect(digest.text).toContain(urlOf(javaLater));
    expect(digest.text).not.toContain(urlOf(java)); // opened before the confirmation
    expect(digest.text).not.toContain(urlOf(recruiter));
    expect(headerOf(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(digest, 'List-Unsubscribe')).toBe('<https://www.example.com/unsubscribe?s=a1>');

    // Another new job the same day waits for tomorrow, then comes alone.
    const another = makeJob(5, {
      title: 'Java Architect',
      location: 'Hyderabad',
      employmentType: 'Contract',
    });
    await record(store, [...open, another], 4_000);
    expect(await digests(store, [...open, another], 5_000)).toBe(0);
    expect(await digests(store, [...open, another], 3_000 + DAY_MS)).toBe(1);
    expect(inbox.mails).toHaveLength(2);
    expect(inbox.mails[1]!.text).toContain(urlOf(another));
    expect(inbox.mails[1]!.text).not.toContain(urlOf(javaLater));
  });

  it('puts the digest back when the mail cannot be sent', async () => {
    const store = opened().store;
    await store.jobAlerts.add({
      id: 'a1',
      email: 'asha@example.com',
      created_at: 0,
      keywords: '',
      location: '',
      type: '',
    });
    await store.jobAlerts.confirm('a1', 1_000);
    await record(store, [java], 2_000);
    const failing = await sendDueDigests({
      table: store.jobAlerts,
      jobs: async () => [java],
      dates: (ids) => store.jobStates.dates(ids),
      mailer: { send: async () => Promise.reject(new Error('SMTP down')) },
      jobUrl: urlOf,
      unsubscribeUrl: async () => 'https://www.example.com/unsubscribe',
      log: silent,
      now: () => 3_000,
    });
    expect(failing).toBe(0);
    expect(await digests(store, [java], 4_000)).toBe(1);
    expect(inbox.mails).toHaveLength(1);
  });
});
