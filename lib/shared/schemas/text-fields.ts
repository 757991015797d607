import { z } from 'zod';
import { fieldTexts } from '@/content/submissions';

/**
 * At most `max` characters, and nothing after it runs on a longer value: zod 4 keeps checking after a
 * failed check unless it aborts, so a pattern or refinement would otherwise meet a megabyte.
 */
export const atMost = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: fieldTexts.tooLong(label, max), abort: true });

/** A required text field, trimmed: '{label} is required' when empty, and at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: fieldTexts.required(label) })
    .trim()
    .max(max, { error: fieldTexts.tooLong(label, max), abort: true })
    .min(1, { error: fieldTexts.required(label), abort: true });
}

/** A required phone number: ten or more digits, spaces or dashes, after an optional '+'. */
export function phoneNumber(label: string, max: number, invalid: string) {
  return requiredText(label, max).regex(/^\+?[\d\s-]{10,}$/, invalid);
}
