import { z } from 'zod';
import { fieldTexts } from '@/content/submissions';

/** A required text field, trimmed: '{label} is required' when empty, and at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: fieldTexts.required(label) })
    .trim()
    .min(1, { error: fieldTexts.required(label), abort: true })
    .max(max, fieldTexts.tooLong(label, max));
}

/** A required phone number: ten or more digits, spaces or dashes, after an optional '+'. */
export function phoneNumber(label: string, max: number, invalid: string) {
  return requiredText(label, max).regex(/^\+?[\d\s-]{10,}$/, invalid);
}
