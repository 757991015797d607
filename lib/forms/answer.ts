import 'server-only';
import { randomUUID } from 'node:crypto';
import { submissionAnswer, type FormAnswer } from '@/lib/shared/http/answers';
import type { ApiContext } from '@/lib/http/api-response';
import type { PostedValues } from './posted';

/** An outcome of the pipeline with the headers it carries (Retry-After, Idempotent-Replayed). */
export type FormOutcome = {
  outcome: { status: number; body: Parameters<typeof submissionAnswer>[0] };
  headers?: Record<string, string>;
};

/** The form's no-JavaScript answer: a whole page from what happened and what was typed. */
export type AnswerPage = (answer: FormAnswer) => Promise<string>;

/**
 * The one way to tell a browser's own form post from the forms' fetch: a browser navigating
 * asks for HTML, the forms' fetch asks for JSON (and so does any other client by default).
 */
export function wantsPage(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/** The text fields of a posted form (files left out), to give back. */
function typedValues(values: PostedValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * How every form route answers every outcome, refusals included: the one answer shape as JSON
 * for the forms' fetch, or the same answer as a page for a plain form post (the form given
 * back with what was typed), with the same status and headers. Fields the admin API reported
 * missing become field errors.
 */
export async function answerForm(
  api: ApiContext,
  { outcome, headers }: FormOutcome,
  requiredMessage: (field: string) => string,
  page?: { render: AnswerPage; values: PostedValues },
) {
  const answer = submissionAnswer(outcome.body, requiredMessage);
  if (!page) return api.json(outcome.status, answer, headers);
  const values = typedValues(page.values);
  return api.html(
    outcome.status,
    await page.render({ answer, values, nextKey: randomUUID() }),
    headers,
  );
}
