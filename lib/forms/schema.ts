import 'server-only';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/shared/schemas/field-errors';
import type { Parsed } from './route';
import type { PostedValues } from './posted';

/** A form's `parse` from its zod schema: the schema's output, or its first message per field. */
export function parseWith<Output>(schema: z.ZodType<Output>) {
  return (values: PostedValues): Parsed<Output> => {
    const result = schema.safeParse(values);
    return result.success
      ? { ok: true, input: result.data }
      : { ok: false, fieldErrors: fieldErrors<string>(result.error) as Record<string, string> };
  };
}
