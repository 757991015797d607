/** Copy of a job's own page around the job itself: sharing it and similar openings. */
export const jobPage = {
  share: {
    heading: 'Share This Job',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy failed: select the address bar and copy it',
    whatsapp: 'WhatsApp',
    linkedin: 'LinkedIn',
    newTab: '(opens in a new tab)',
  },
  /** An employee's personal link to the job: applications through it count as their referral. */
  referral: {
    summary: 'Refer someone (for employees)',
    label: 'Your name or employee ID',
    hint: 'Applications through your link are counted as your referral.',
    make: 'Get my referral link',
    yourLink: 'Your referral link:',
  },
  similar: { heading: 'Similar Jobs' },
} as const;
