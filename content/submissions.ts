// What the visitor is told about a submission beyond the spec's own texts (issue 6).

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
} as const;
