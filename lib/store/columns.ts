import 'server-only';
import { randomUUID } from 'node:crypto';
import type { EnquiryRecord } from './types';

/** The outbox columns both adapters read back (never the resume bytes). */
export const OUTBOX_COLUMNS =
  'id, kind, idempotency_key, payload, content_hash, status, attempts, next_attempt_at, in_flight_until, last_error, outcome, created_at, updated_at';

/** The embedded backend's enquiry columns, and a new row's values in the same order. */
export const ENQUIRY_COLUMNS = 'id, full_name, email, phone, service, subject, message, created_at';

export const enquiryRow = (enquiry: EnquiryRecord) => [
  randomUUID(),
  enquiry.full_name,
  enquiry.email,
  enquiry.phone,
  enquiry.service,
  enquiry.subject,
  enquiry.message,
  new Date().toISOString(),
];
