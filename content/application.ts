// The application form's copy; the form's browser code reads it, so it imports only copy.
import { talentPool } from './data-protection';
import { fieldTexts } from './submissions';

/** The one resume limit: the forms, the route, the embedded backend and the PostgreSQL outbox. */
/**
 * The one resume limit: the forms, the route, the embedded backend and the PostgreSQL outbox.
 * With the other fields and the multipart framing, the largest application stays below the
 * 4.5 MB a Vercel Function accepts as a request body.
 */
export const RESUME_MAX_BYTES = 4 * 1024 * 1024;
const RESUME_MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

/** The form's labels ('{label} is required' when a required one is empty). */
export const applicationLabels = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  experience_years: 'Years of experience',
  current_company: 'Current company',
  expected_salary: 'Expected salary',
  notice_period: 'Notice period',
  linkedin_url: 'LinkedIn URL',
  portfolio_url: 'Portfolio URL',
  cover_letter: 'Cover letter',
  resume: 'Resume',
  talent_pool_consent: talentPool.label,
} as const;

type Label = keyof typeof applicationLabels;

/** Validation messages, worded as the company asked: keep them exact. */
export const applicationMessages = {
  required: (field: Label) => fieldTexts.required(applicationLabels[field]),
  jobRequired: 'Job is required',
  email: 'Invalid email format',
  phone: 'Invalid phone number format',
  experience: 'Experience years must be between 0 and 50',
  url: 'Invalid URL format',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeEmpty: 'The resume file is empty',
  resumeSize: `Resume must be at most ${RESUME_MAX_MB} MB`,
  resumeContent: "The resume's content is not a PDF, DOC or DOCX document",
  /** A field the admin API reported missing: '{field name with spaces} is required'. */
  missingField: (field: string) => {
    const words = field.replace(/_/g, ' ').trim();
    return fieldTexts.required(`${words.charAt(0).toUpperCase()}${words.slice(1)}`);
  },
} as const;

/** Texts around the fields. */
export const applicationForm = {
  heading: 'Apply for this position',
  /** The phone dialog's disclosure of the job, above the form. */
  jobDetails: 'Job details',
  legends: {
    personal: 'Personal Information',
    professional: 'Professional Information',
    online: 'Online Presence',
    documents: 'Documents',
  },
  placeholders: {
    linkedin_url: 'https://www.linkedin.com/in/…',
    portfolio_url: 'https://…',
  },
  /** The portfolio's example: a site of one's own, not the LinkedIn profile asked for above it. */
  portfolioHint: 'For example: https://your-name.dev or a GitHub profile',
  resumeHint: `PDF, DOC or DOCX, up to ${RESUME_MAX_MB} MB`,
  submit: 'Submit Application',
  submitting: 'Submitting Application...',
  success: 'Application submitted successfully!',
  failure: 'Failed to submit application',
  tooLarge: `The application is too large: the resume may be at most ${RESUME_MAX_MB} MB`,
} as const;

/** What the form says when it fills fields from the chosen resume (read in the browser, sent nowhere). */
export const resumeAutofill = {
  reading: 'Reading your resume…',
  filled: (count: number) =>
    `We filled ${count} ${count === 1 ? 'field' : 'fields'} from your resume. Please check ${count === 1 ? 'it' : 'them'} before you submit.`,
  /** Under each filled field. */
  mark: 'Filled from your resume: please check.',
  /** The cover letter's lines for what the form has no field of its own for; empty when neither was found. */
  coverLetter: (role: string | undefined, skills: readonly string[] | undefined) =>
    [role && `Current role: ${role}`, skills?.length && `Skills: ${skills.join(', ')}`]
      .filter(Boolean)
      .join('\n'),
} as const;

/** The no-JavaScript answer page the application route gives. */
export const applicationResult = {
  successHeading: 'Thank you for applying',
  errorHeading: 'Your application was not sent',
  invalidIntro:
    'Please correct the fields below, choose your resume again and send the form again.',
  links: [
    { href: '/careers#positions', label: 'Back to open positions' },
    { href: '/', label: 'Back to the home page' },
  ],
} as const;

/** The receipt after applying: on the page, by mail (with SMTP_URL) and on the status page. */
export const applicationReceipt = {
  heading: 'Your receipt',
  labels: {
    reference: 'Reference',
    job: 'Job',
    submittedAt: 'Submitted',
    talentPool: 'Keep resume for other openings',
  },
  talentPoolYes: 'Yes, for 12 months',
  talentPoolNo: 'No',
  coverLetter: (characters: number) => `${characters} characters`,
  resumeAttached: 'Attached',
  unknownJob: (id: string) => `Job ${id}`,
  statusAction: 'See where your application stands',
  keep: 'Keep this reference: quote it if you contact us about your application.',
  mailed: 'A copy is on its way to your e-mail address.',
  mailSubject: (reference: string) => `Your application ${reference}`,
  mailIntro:
    'Thank you for applying. This is your receipt: what you sent us (your resume by its name only) and where to see what happens to your application.',
} as const;

/** The status page of an application (/careers/applications/<reference>?token=…). */
export const applicationStatus = {
  title: (reference: string) => `Application ${reference}`,
  received: 'Received by our website',
  delivered: 'Delivered to our recruitment team',
  waiting:
    'Our website has your application and is passing it to our recruitment team; this can take a while when their system is busy. Nothing more is needed from you.',
  rejected:
    'Our recruitment team’s system did not accept this application. Please apply again or write to us, quoting this reference.',
  dead: 'We could not pass this application to our recruitment team. Please write to us, quoting this reference.',
  notFoundTitle: 'Application not found',
  notFoundText:
    'This link is not valid or has expired. Links to an application’s status work for as long as our website keeps the application.',
  back: { href: '/careers', label: 'Back to careers' },
} as const;
