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
  resumeHint: `PDF, DOC or DOCX, up to ${RESUME_MAX_MB} MB`,
  submit: 'Submit Application',
  submitting: 'Submitting Application...',
  success: 'Application submitted successfully!',
  failure: 'Failed to submit application',
  tooLarge: `The application is too large: the resume may be at most ${RESUME_MAX_MB} MB`,
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
