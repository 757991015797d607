import 'server-only';

/** What a form posted, by field name: text, or a file for a multipart post; the first of repeated names. */
export type PostedValues = Record<string, unknown>;

/** A form's body as read: its values, or why it was refused. */
export type ReadForm =
  { ok: true; values: PostedValues } | { ok: false; refusal: 'too-large' | 'unreadable' };
