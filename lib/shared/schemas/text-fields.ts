import { z } from 'zod';

/** A required text field, trimmed: '{label} is required' when empty, and at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);
}

/** A required phone number: ten or more digits, spaces or dashes, after an optional '+'. */
export function phoneNumber(label: string, max: number, invalid: string) {
  return requiredText(label, max).regex(/^\+?[\d\s-]{10,}$/, invalid);
}
