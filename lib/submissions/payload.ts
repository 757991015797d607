import 'server-only';
import { createHash } from 'node:crypto';
import type { ApplicationInput, ContactInput } from '@/lib/backend/types';
import type { Kind } from '@/lib/store/outbox';

export type { Kind };

export type NewSubmission =
  | { kind: 'enquiry'; key: string; input: ContactInput }
  | { kind: 'application'; key: string; input: ApplicationInput };

type ResumeMeta = { filename: string; contentType: string; size: number; sha256: string };

/** What the outbox row keeps: the fields, and for a resume only its description (the bytes are a file). */
export type StoredPayload =
  ContactInput | { fields: Omit<ApplicationInput, 'resume'>; resume: ResumeMeta };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

export function toPayload(submission: NewSubmission): StoredPayload {
  if (submission.kind === 'enquiry') return submission.input;
  const { resume, ...fields } = submission.input;
  return {
    fields,
    resume: {
      filename: resume.filename,
      contentType: resume.contentType,
      size: resume.bytes.byteLength,
      sha256: sha256(resume.bytes),
    },
  };
}

/** JSON with object keys sorted, so equal content always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(kind: Kind, payload: StoredPayload): string {
  return sha256(`${kind}\n${canonical(payload)}`);
}

/** An Idempotency-Key we accept: 8–100 letters, digits, '-' or '_' (a UUID fits). */
export const isValidKey = (key: string) => /^[\w-]{8,100}$/.test(key);
