import { applicationLabels, applicationReceipt as texts } from '@/content/application';
import type { Receipt } from '@/lib/shared/http/answers';
import { DEFAULT_ADMIN_TIMEZONE } from '@/lib/shared/jobs/admin-timezone';

/** The fields a receipt repeats as typed, in the form's order (the rest are said differently below). */
const SUMMARY_FIELDS = (
  Object.keys(applicationLabels) as (keyof typeof applicationLabels)[]
).filter(
  (name): name is Exclude<typeof name, 'cover_letter' | 'resume' | 'talent_pool_consent'> =>
    !['cover_letter', 'resume', 'talent_pool_consent'].includes(name),
);

/** What was applied with: the form's values and the resume's name and size. */
type Sent = Partial<Record<(typeof SUMMARY_FIELDS)[number] | 'cover_letter', unknown>> & {
  talent_pool_consent?: unknown;
  resume: { name?: string; filename?: string; size?: number; bytes?: Uint8Array };
};

/** '28 Nov 2026, 7:30 pm IST': the company's time. */
export const receiptTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEFAULT_ADMIN_TIMEZONE,
  }).format(new Date(iso))} IST`;

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The receipt as label and value pairs, for the page, the mail and the no-JavaScript answer: the
 * reference, the job, the time and what was sent. Never the resume's content, and the cover
 * letter only by its length.
 */
export function receiptSummary(sent: Sent, receipt: Receipt): [string, string][] {
  const rows: [string, string][] = [
    [texts.labels.reference, receipt.reference],
    [texts.labels.job, receipt.jobTitle],
    [texts.labels.submittedAt, receiptTime(receipt.submittedAt)],
  ];
  for (const name of SUMMARY_FIELDS) {
    const value = sent[name];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      rows.push([applicationLabels[name], String(value)]);
  }
  const letter = typeof sent.cover_letter === 'string' ? sent.cover_letter.trim() : '';
  if (letter) rows.push([applicationLabels.cover_letter, texts.coverLetter(letter.length)]);
  const size = sent.resume.size ?? sent.resume.bytes?.byteLength;
  const name = sent.resume.filename ?? sent.resume.name ?? texts.resumeAttached;
  rows.push([applicationLabels.resume, size === undefined ? name : `${name} (${kb(size)})`]);
  rows.push([
    texts.labels.talentPool,
    sent.talent_pool_consent === 'yes' ? texts.talentPoolYes : texts.talentPoolNo,
  ]);
  return rows;
}
