import 'server-only';
import { submissionTexts } from '@/content/submissions';
import { env } from '@/lib/env';
import { withApi } from '@/lib/http/api-response';
import { isCrossSite } from '@/lib/http/origin';
import type { Logger } from '@/lib/log';
import {
  HONEYPOT_FIELD,
  badKey,
  idempotencyKey,
  isHoneypotFilled,
  limitRequest,
} from '@/lib/submissions/accept';
import { answerForm, wantsPage, type AnswerPage, type FormOutcome } from './answer';
import type { PostedValues } from './posted';
import { ENCODINGS, encodingOf, readForm, type Encoding } from './read-form';

export type Parsed<Input> =
  { ok: true; input: Input } | { ok: false; fieldErrors: Record<string, string> };

/** A valid submission, ready to be stored and delivered. */
export type Submission<Input> = { request: Request; key: string; input: Input; log: Logger };

/** What a form brings to the pipeline: its encodings and size, its schema, its store, its words. */
type FormDefinition<Input> = {
  /** The route's name in logs. */
  route: string;
  encodings: readonly Encoding[];
  maxBytes: number;
  texts: {
    /** Answered 413 when the body is over `maxBytes`. */
    tooLarge: string;
    /** What a bot that filled the honeypot is told (as if it had been sent; nothing is kept). */
    sent: string;
  };
  /** Validates what was posted: the input, or a message per field to correct. */
  parse: (values: PostedValues, request: Request) => Parsed<Input> | Promise<Parsed<Input>>;
  /** Keeps and delivers a valid submission under its Idempotency-Key; answers what happened. */
  store(submission: Submission<Input>): Promise<FormOutcome>;
  /** The message for a field the admin API reported missing. */
  requiredMessage(field: string): string;
  /** The answer page for a plain form post. */
  page: AnswerPage;
};

const refused = (status: number, message: string, fieldErrors?: Record<string, string>) => ({
  outcome: { status, body: { success: false, message, ...(fieldErrors && { fieldErrors }) } },
});

/**
 * A form's POST handler: origin, encoding, the per-client request limit (before the body is
 * read), the body read within its cap, the honeypot, the schema, the Idempotency-Key, then the
 * form's store; every outcome answered the same way (JSON, or a page for a plain form post).
 */
export function formRoute<Input>(form: FormDefinition<Input>) {
  return withApi(form.route, async (request, api) => {
    const asPage = wantsPage(request);
    const answer = (outcome: FormOutcome, values: PostedValues = {}) =>
      answerForm(
        api,
        outcome,
        form.requiredMessage,
        asPage ? { render: form.page, values } : undefined,
      );

    if (isCrossSite(request, env.SITE_URL)) return answer(refused(403, submissionTexts.crossSite));
    const encoding = encodingOf(request, form.encodings);
    if (!encoding) {
      const types = form.encodings.map((name) => ENCODINGS[name]);
      return answer(refused(415, submissionTexts.unsupportedType(types)));
    }
    const limited = await limitRequest(request);
    if (limited) return answer(limited);

    const read = await readForm(request, encoding, form.maxBytes);
    if (!read.ok)
      return answer(
        read.refusal === 'too-large'
          ? refused(413, form.texts.tooLarge)
          : refused(400, submissionTexts.unreadable),
      );
    const { values } = read;

    if (isHoneypotFilled(values[HONEYPOT_FIELD])) {
      api.log.info({ form: form.route }, 'honeypot_filled');
      return answer({
        outcome: { status: 200, body: { success: true, message: form.texts.sent } },
      });
    }
    const parsed = await form.parse(values, request);
    if (!parsed.ok)
      return answer(refused(422, submissionTexts.invalid, parsed.fieldErrors), values);
    const key = idempotencyKey(request, values.idempotency_key);
    if (!key) return answer({ outcome: badKey }, values);
    return answer(await form.store({ request, key, input: parsed.input, log: api.log }), values);
  });
}
