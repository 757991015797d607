import type { z } from 'zod';

/** A schema's issues as one message per field (the first), keyed by the field's name. */
export function fieldErrors<Field extends string>(
  error: z.core.$ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
