/** The no-JavaScript answer page the application route gives (the form's own texts are the spec's). */
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
