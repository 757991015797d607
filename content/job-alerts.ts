import { company } from './company';

/** Copy of the job-alert form, its answers, its pages and its mails. */
export const jobAlerts = {
  heading: 'Get New Jobs by Email',
  intro:
    'Tell us what you are looking for and we will email you when matching jobs open, at most once a day. We send nothing until you confirm your address.',
  labels: { email: 'Email', keywords: 'Keywords', location: 'Location', type: 'Job type' },
  hints: { keywords: 'Optional, for example Java or recruiter' },
  anyLocation: 'Any location',
  anyType: 'Any type',
  submit: 'Email me new jobs',
  invalidEmail: 'Enter a valid email address',
  tooMany: 'This address already has the most job alerts we keep. Unsubscribe from one first.',
  checkInbox:
    'Almost done: we have sent you an email. Open the link in it to confirm your job alert.',
  answer: {
    successHeading: 'Check your inbox',
    errorHeading: 'Your job alert was not set up',
    invalidIntro: 'Please correct the fields below and send the form again.',
    links: [{ href: '/careers', label: 'Back to careers' }],
  },
  confirm: {
    title: 'Confirm your job alert',
    text: 'Press the button to start receiving new jobs that match your alert by email.',
    button: 'Confirm job alert',
    doneTitle: 'Your job alert is confirmed',
    doneText: 'We will email you when new jobs match, at most once a day.',
  },
  unsubscribe: {
    title: 'Unsubscribe from job alerts',
    text: 'Press the button to stop this job alert. We delete it at once.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneText: 'We deleted this job alert and will send you no more emails about it.',
  },
  unknownTitle: 'This link is no longer valid',
  unknownText:
    'The job alert does not exist any more (it may have been unsubscribed) or the link is incomplete.',
  mail: {
    confirmSubject: `Confirm your job alert from ${company.name}`,
    confirmText: (filters: string) =>
      `Please confirm that you want emails about new jobs at ${company.name}${filters ? ` (${filters})` : ''}.`,
    confirmAction: 'Confirm your job alert',
    ignore: 'If you did not ask for this, ignore this email: nothing will be sent.',
    digestSubject: (count: number) =>
      `${count} new job${count === 1 ? '' : 's'} at ${company.name}`,
    digestIntro: (filters: string) =>
      `New jobs that match your alert${filters ? ` (${filters})` : ''}:`,
    unsubscribeAction: 'Unsubscribe from this job alert',
  },
} as const;
