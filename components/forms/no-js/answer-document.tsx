import { StandaloneDocument } from '@/components/forms/no-js/standalone-document';
import type { ReactNode } from 'react';
import type { SubmissionAnswer } from '@/lib/shared/http/answers';
import { StatusNotice } from '../status-notice';
import { brandColors as colour } from '@/content/brand';

// The answer is a page of its own, outside the app's layout and stylesheet: a few rules of its own.
const styles = `
fieldset{border:0;padding:0;margin:1.5rem 0 0}legend{font-weight:700;color:${colour['brand-purple-deep']}}
label{display:block;font-weight:600;margin-top:1rem}
input,select,textarea{display:block;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid ${colour['control-border']};border-radius:.5rem;font:inherit}
input[type=checkbox]{display:inline-block;width:1.5rem;height:1.5rem;margin-right:.5rem}
[aria-invalid=true]{border-color:${colour.danger}}.field-error{color:${colour.danger};margin:.25rem 0 0}
.status-notice{padding:1rem;border-radius:.5rem;border:1px solid}.border-emerald-300{background:#ecfdf5;border-color:#6ee7b7}
.border-red-300{background:#fef2f2;border-color:#fca5a5}`;

type Props = {
  answer: SubmissionAnswer;
  /** The company's name, after the title. */
  siteName: string;
  /** The form's own words: a heading for each outcome, what to say above fields to correct, where to go next. */
  texts: {
    successHeading: string;
    errorHeading: string;
    invalidIntro: string;
    links: readonly { href: string; label: string }[];
  };
  /** The form given back, on failure. */
  children?: ReactNode;
  /** What to keep, on success (an application's receipt). */
  done?: ReactNode;
};

/**
 * The page a visitor without JavaScript gets after posting a form: what happened and, on
 * failure, the form again with what they typed. Not indexed; the status is also the HTTP status.
 */
export function AnswerDocument({ answer, siteName, texts, children, done }: Props) {
  const heading = answer.success ? texts.successHeading : texts.errorHeading;
  const kind = answer.success ? 'success' : 'error';
  const fieldsToCorrect = !answer.success && Object.keys(answer.fieldErrors ?? {}).length > 0;
  return (
    <StandaloneDocument title={heading} siteName={siteName} styles={styles}>
      <main>
        <h1>{heading}</h1>
        <div role={answer.success ? 'status' : 'alert'}>
          <StatusNotice kind={kind}>{answer.message}</StatusNotice>
        </div>
        {fieldsToCorrect && <p>{texts.invalidIntro}</p>}
        {answer.success ? done : children}
        <p>
          {texts.links.map((link, index) => (
            <span key={link.href}>
              {index > 0 && ' · '}
              <a href={link.href}>{link.label}</a>
            </span>
          ))}
        </p>
      </main>
    </StandaloneDocument>
  );
}
