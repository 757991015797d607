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
  similar: { heading: 'Similar Jobs' },
} as const;
