// What every form route says beyond each form's own words: one set of messages for all forms.

/** Refusals and outcomes of the form pipeline, whatever the form. */
export const submissionTexts = {
  /** Kept safely, delivery to the team will be retried: honest, and no action needed. */
  enquiryReceived: 'Thank you — we have received your message and will process it shortly.',
  applicationReceived:
    'Thank you — your application has been received and will be processed shortly.',
  inFlight:
    'Your submission is still being processed. Please wait a moment before sending it again.',
  keyReused:
    'This form was already sent with different details. Please reload the page and send it again.',
  badKey: 'The form could not be sent. Please reload the page and try again.',
  rateLimited: (minutes: number) =>
    `You have sent several forms in a short time. Please wait about ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  crossSite: 'Cross-site requests are not accepted.',
  storeFailed: 'Sorry, we could not save your submission. Please try again in a moment.',
  unsupportedType: (mediaTypes: readonly string[]) =>
    `Send the form as ${mediaTypes.join(' or ')}.`,
  unreadable: 'The form could not be read.',
  invalid: 'Please correct the highlighted fields',
} as const;

/** Messages every form's fields share, built from the field's label. */
export const fieldTexts = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  noMarkup: (label: string) => `${label} cannot contain < or >`,
} as const;
