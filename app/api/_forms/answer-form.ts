import { randomUUID } from 'node:crypto';
import type { FormAnswer } from '@/components/forms/no-js/enquiry-answer';
import { submissionAnswer } from '@/lib/shared/http/answers';
import type { ApiContext } from '@/lib/http/api-response';

type Refusal = Parameters<typeof submissionAnswer>[0];
export type FormOutcome = {
  outcome: { status: number; body: Refusal };
  headers?: Record<string, string>;
};

/** A plain form post (JavaScript off): answered with a page that gives back what was typed. */
export type AsPage = {
  render: (answer: FormAnswer) => Promise<string>;
  values: Record<string, string>;
};

/**
 * How both form routes answer every outcome, a rate-limit refusal included: the one answer shape
 * as JSON for the forms' fetch, or the same answer as a page for a plain form post, with the same
 * status and headers (Retry-After, Idempotent-Replayed). Missing fields become field errors.
 */
export async function answerForm(
  api: ApiContext,
  { outcome, headers }: FormOutcome,
  requiredMessage: (field: string) => string,
  page?: AsPage,
) {
  const answer = submissionAnswer(outcome.body, requiredMessage);
  if (!page) return api.json(outcome.status, answer, headers);
  return api.html(
    outcome.status,
    await page.render({ answer, values: page.values, nextKey: randomUUID() }),
    headers,
  );
}

/** A browser's own form post asks for a page; the forms' fetch asks for JSON. */
export function wantsPage(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/** The text fields of a posted form (files and repeated names left out), to give back. */
export function typedValues(form: URLSearchParams | FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] ??= value;
  return values;
}
