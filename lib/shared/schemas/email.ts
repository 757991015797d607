import { requiredText } from './text-fields';

/**
 * The one email check of every form (and of the embedded admin API): zod's own rule for `z.email()`
 * (zod 4.6's pattern: dotted words of letters, digits and _'+- before the '@', dotted labels and a
 * two-letter ending after it), kept here so that eslint's regexp rules check it: no two quantifiers
 * can trade characters, so it runs in linear time. A form's length check runs first and aborts.
 */
export const EMAIL_PATTERN = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[a-z\d][a-z\d-]*\.)+[a-z]{2,}$/i;

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX = 254;

export const emailAddress = (label: string, invalid: string) =>
  requiredText(label, EMAIL_MAX).regex(EMAIL_PATTERN, invalid);

/** The same check outside a schema, length first. */
export const isEmailAddress = (text: string) =>
  text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text);
