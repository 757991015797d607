import 'server-only';
import { normaliseMailbox } from '@/lib/mail';
import { getStore } from '@/lib/store';
import type { OutboxRow } from '@/lib/store/outbox';
import { sourceLabel, type ApplicationSource } from '@/lib/shared/application-source';
import { receiptTime } from '@/lib/shared/receipt-summary';
import { referenceOf } from './receipt';

type Stored = { fields: { email: string; job_id: string; source?: ApplicationSource } };

/** The application records the site's outbox keeps for a mailbox (its own copy, for RETENTION_DAYS). */
export async function applicationRecordsOf(email: string): Promise<OutboxRow[]> {
  const mailbox = normaliseMailbox(email);
  const rows = await (await getStore()).outbox.applications();
  return rows.filter((row) => {
    const { fields } = JSON.parse(row.payload) as Stored;
    return normaliseMailbox(fields.email) === mailbox;
  });
}

/**
 * What an access request is told of the site's own records, beyond what the company holds: each
 * application's reference, job, time, state and where the applicant came from.
 */
export async function applicationRecordsText(email: string): Promise<string> {
  const rows = await applicationRecordsOf(email);
  if (rows.length === 0) return '';
  const lines = rows.map((row) => {
    const { fields } = JSON.parse(row.payload) as Stored;
    const source = fields.source ? sourceLabel(fields.source) : 'not recorded';
    const when = receiptTime(new Date(Number(row.created_at)).toISOString());
    return `- ${referenceOf(row.id)}: job ${fields.job_id}, ${when}, ${row.status}, source: ${source}`;
  });
  return `Applications the website keeps for this address:\n${lines.join('\n')}`;
}

/** Erases the site's application records (and resumes) for a mailbox, whatever their state. */
export async function eraseApplicationRecords(email: string): Promise<number> {
  const ids = (await applicationRecordsOf(email)).map((row) => row.id);
  return (await getStore()).outbox.erase(ids);
}
