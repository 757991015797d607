import { z } from 'zod';
import { RESUME_MAX_BYTES, applicationLabels, applicationMessages } from '@/content/application';
import { NAME_PATTERN, nameMessage } from './person-name';
import { emailAddress } from './email';
import { atMost, phoneNumber, requiredText } from './text-fields';

/**
 * The application form, one schema for both sides: react-hook-form in the
 * browser and the route handler on the server. Its words are in content/application.ts.
 */

export { RESUME_MAX_BYTES, applicationLabels } from '@/content/application';
const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];
export const resumeContentTypes: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** The resumes whose text can be read to fill the form (a .doc can't). */
export type ReadableResumeExtension = Exclude<ResumeExtension, 'doc'>;
export const isReadableResume = (
  extension: ResumeExtension | undefined,
): extension is ReadableResumeExtension => extension === 'pdf' || extension === 'docx';

export type ApplicationField = keyof typeof applicationLabels;

/** What the schema needs of a file: a browser File, a Node File, or a test double. */
type ResumeLike = { name: string; size: number; type?: string };

const messages = applicationMessages;

function personName(field: 'first_name' | 'last_name') {
  return requiredText(applicationLabels[field], 100).regex(
    NAME_PATTERN,
    nameMessage(applicationLabels[field]),
  );
}

function optional(field: ApplicationField, max = 200) {
  // optional() outermost, so the key itself is optional in the output type (left out when empty).
  return atMost(applicationLabels[field], max)
    .transform((value) => value || undefined)
    .optional();
}

function optionalUrl(field: ApplicationField) {
  return optional(field, 300).refine(
    (value) => value === undefined || isHttpUrl(value),
    messages.url,
  );
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function resumeExtension(name: string): ResumeExtension | undefined {
  const extension = name.toLowerCase().split('.').pop();
  return RESUME_EXTENSIONS.find((allowed) => allowed === extension);
}

function isFileLike(value: unknown): value is ResumeLike {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<ResumeLike>;
  // A form posted without a file carries an empty part with no name.
  return (
    typeof file.name === 'string' &&
    typeof file.size === 'number' &&
    !(file.name === '' && file.size === 0)
  );
}

/** A file input gives a FileList (absent in Node): take its first file. */
function firstFile(value: unknown): unknown {
  if (value && typeof value === 'object' && !('size' in value) && 'length' in value) {
    return (value as ArrayLike<unknown>)[0];
  }
  return value;
}

const resume = z.preprocess(
  firstFile,
  z.custom<ResumeLike>().superRefine((file, ctx) => {
    if (!isFileLike(file))
      return ctx.addIssue({ code: 'custom', message: messages.required('resume') });
    if (!resumeExtension(file.name))
      return ctx.addIssue({ code: 'custom', message: messages.resumeType });
    if (file.size <= 0) return ctx.addIssue({ code: 'custom', message: messages.resumeEmpty });
    if (file.size > RESUME_MAX_BYTES)
      return ctx.addIssue({ code: 'custom', message: messages.resumeSize });
  }),
);

const experienceYears = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? messages.required('experience_years') : messages.experience,
    })
    .min(0, messages.experience)
    .max(50, messages.experience),
);

/**
 * The separate consent to keep the resume for other openings: 'yes' when ticked, left out
 * otherwise (like every empty optional field).
 */
const talentPoolConsent = z.preprocess(
  (value) => (value === true || value === 'yes' || value === 'true' ? 'yes' : undefined),
  z.literal('yes').optional(),
);

export const applicationSchema = z.object({
  job_id: z
    .string({ error: messages.jobRequired })
    .trim()
    .max(64, { abort: true })
    .min(1, messages.jobRequired),
  first_name: personName('first_name'),
  last_name: personName('last_name'),
  email: emailAddress(applicationLabels.email, messages.email),
  phone: phoneNumber(applicationLabels.phone, 30, messages.phone),
  experience_years: experienceYears,
  current_company: optional('current_company'),
  expected_salary: optional('expected_salary', 100),
  notice_period: optional('notice_period', 100),
  linkedin_url: optionalUrl('linkedin_url'),
  portfolio_url: optionalUrl('portfolio_url'),
  cover_letter: optional('cover_letter', 5000),
  resume,
  talent_pool_consent: talentPoolConsent,
});

export type ApplicationFormValues = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;

/** A field the admin API reports missing reads '{field name with spaces} is required'. */
export const missingFieldMessage = messages.missingField;

/** The form field a server-reported name belongs to (the admin API may say resume_url). */
export function formFieldFor(name: string): ApplicationField | undefined {
  const field = name === 'resume_url' ? 'resume' : name;
  return field in applicationLabels ? (field as ApplicationField) : undefined;
}
