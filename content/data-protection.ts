// What a person is told where their data is collected, and the data-principal requests page.
import { DEFAULT_RETENTION_DAYS } from '@/lib/retention';
import { company } from './company';

/**
 * Days the site keeps its copy of a submission: RETENTION_DAYS as the build saw it (next.config.ts
 * passes it to the pages and the forms' browser code), its default elsewhere.
 */
const retentionDays = Number(process.env.NEXT_PUBLIC_RETENTION_DAYS) || DEFAULT_RETENTION_DAYS;

const officer = company.grievanceOfficer;

/** The notice beside each form's submit button, in plain words. */
export const dataNotice = {
  heading: 'How We Use Your Data',
  purpose: {
    enquiry:
      'We collect your name, e-mail address, phone number and message only to answer your enquiry.',
    application:
      'We collect your contact details, work history and resume only to assess your application for this job and contact you about it.',
    dataRequest:
      'We use your name, e-mail address and request only to answer this request and to keep a record that we did.',
  },
  retention: `This website keeps its copy for ${retentionDays} days after passing it to our team; our team's own records are governed by our`,
  policyLink: 'Privacy Policy',
  grievance: `Questions or complaints: our ${officer.name}, `,
  officerEmail: officer.email,
  requestsLead: 'To see, correct or erase your data, use our',
  requestsLink: 'data requests page',
} as const;

/** The application's separate, unticked consent to keep the resume for other openings. */
export const talentPool = {
  label: 'Keep my resume for other suitable openings for 12 months',
  hint: 'Optional. Your application is considered either way, and you can withdraw this at any time.',
} as const;

export const dataRequestTypes = {
  access: 'Access: a copy of the personal data you hold about me',
  correction: 'Correction: correct or complete my personal data',
  erasure: 'Erasure: delete my personal data',
  withdraw_talent_pool: 'Withdraw my consent to keep my resume for other openings',
} as const;

export type DataRequestType = keyof typeof dataRequestTypes;

/** Short names of the request types, for the subject the company receives. Test seam: the route test checks the subject the company receives. */
export const dataRequestSubjects: Record<DataRequestType, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  withdraw_talent_pool: 'Withdrawal of talent-pool consent',
};

/** The data-principal requests page (/data-requests) and its form. */
export const dataRequestPage = {
  title: 'Data Requests',
  heading: 'Ask About Your Personal Data',
  intro: `Ask ${company.name} for a copy of the personal data you sent us, to correct or erase it, or to withdraw your consent to keep your resume for other openings. We answer within the time the law sets, and may ask you to confirm who you are. This covers what our website itself keeps with an application: what you sent, where you came from (a referral or campaign link, a job alert, another website) and whether it has reached our team; once you confirm the request from your e-mail, a copy request lists those records and an erasure request deletes them.`,
  labels: {
    full_name: 'Full name',
    email: 'Email address',
    request_type: 'Your request',
    details: 'Details',
  },
  detailsHint:
    'For example, which enquiry or application this is about, or what should be corrected.',
  typePrompt: 'Select a request',
  submit: 'Send Request',
  messages: {
    email: 'Please enter a valid email address',
    requestType: 'Please choose a request',
  },
  tooLarge: 'The request is too large.',
  /** The company receives the request on its contact endpoint: what fills the fields it has no use for. */
  upstream: {
    service: 'Data Protection Request',
    phone: 'Not given',
    subject: (type: DataRequestType, reference: string) =>
      `Data request: ${dataRequestSubjects[type]} (${reference})`,
  },
  acknowledged: (reference: string) =>
    `Thank you — we have received your request. Your reference number is ${reference}; please quote it if you write to us about it.`,
  /** With mail: nothing happens until the mailbox confirms. */
  pending: (reference: string) =>
    `Almost done: we have sent an email to the address you gave. Open the link in it within 48 hours to confirm your request; we act on nothing until then. Your reference number is ${reference}.`,
  /** The mail to the address a request names, and the page its link opens. */
  confirmation: {
    mailSubject: `Please confirm a data request made with your address at ${company.name}`,
    mailText: (request: string, reference: string) =>
      `Someone asked ${company.name}, using this email address, for this: ${request} (reference ${reference}). If it was you, confirm it within 48 hours; we act on nothing until you do.`,
    mailAction: 'Confirm this request',
    mailIgnore: `If you did not ask for this, ignore this email: nothing will be done. Questions: our ${officer.name}, ${officer.email}.`,
    title: 'Confirm your data request',
    text: (request: string) =>
      `Press the button to confirm your request: ${request}. We then pass it to our team, who answer within the time the law sets.`,
    button: 'Confirm request',
    doneTitle: 'Your request is confirmed',
    doneText: (reference: string) =>
      `Thank you. We have received your request; your reference number is ${reference}.`,
    unknownTitle: 'This link is no longer valid',
    unknownText:
      'The request was confirmed already, or the link is incomplete. To ask again, use the data requests page.',
    expiredTitle: 'This link has expired',
    expiredText:
      'Links to confirm a request are valid for 48 hours. To ask again, use the data requests page.',
    back: { href: '/data-requests', label: 'Back to data requests' },
  },
  result: {
    successHeading: 'Request received',
    errorHeading: 'Your request was not sent',
    invalidIntro: 'Please correct the fields below and send the form again.',
    links: [
      { href: '/privacy', label: 'Back to the Privacy Policy' },
      { href: '/', label: 'Back to the home page' },
    ],
  },
} as const;
