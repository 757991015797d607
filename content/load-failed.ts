/** The notice shown when a part of the page that loads on demand could not be fetched. */
export const loadFailedText = {
  notLoaded: (what: string) => `${what} could not be loaded.`,
  retry: 'Try again',
  parts: {
    slideshow: 'The slideshow',
    enquiryForm: 'The enquiry form',
    chat: 'The chat',
    menu: 'The menu',
    applicationForm: 'The application form',
    cookieSettings: 'The cookie settings',
  },
} as const;
