// The enquiry form's copy, kept free of other imports: the form's browser code reads it.

/** The enquiry form's service choices, in the order the form lists them. */
export const enquiryServices = [
  'IT Consulting',
  'Software Development',
  'Cloud Solutions',
  'Digital Transformation',
  'Cybersecurity',
  'Data Analytics',
  'AI & Machine Learning',
  'Staff Augmentation',
] as const;

/** Texts of the enquiry form; the status messages are worded as the company asked: keep them exact. */
export const enquiryForm = {
  labels: {
    full_name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    service: 'Service',
    subject: 'Subject',
    message: 'Message',
  },
  placeholders: {
    full_name: 'Your full name',
    email: 'you@company.com',
    phone: '+91 98765 43210',
    subject: 'How can we help?',
    message: 'Tell us about your requirement',
  },
  /** Names in the schema's own messages ('{name} is required'). */
  messageNames: {
    full_name: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    subject: 'Subject',
    message: 'Message',
  },
  messages: {
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number',
    service: 'Please choose a service',
  },
  tooLarge: 'The enquiry is too large.',
  servicePrompt: 'Select a service',
  submit: 'Send Message',
  sending: 'Sending...',
  success: "Thank you for your message! We'll get back to you soon.",
  failure: 'Sorry, there was an error sending your message. Please try again.',
  defaultFailure: 'Failed to submit form',
  generalTopic: 'General Inquiry',
  modalTitle: (topic: string) => `Enquire About ${topic}`,
  modalClose: 'Close enquiry form',
  /** The button that clears the confirmation kept on the page after the modal closed. */
  dismissSent: 'Dismiss',
  buttonLabel: 'Enquiry Now',
} as const;

/** The no-JavaScript result page the enquiry route answers with. */
export const enquiryResult = {
  successHeading: 'Message sent',
  errorHeading: 'Your message was not sent',
  invalidIntro: 'Please correct the fields below and send the form again.',
  links: [
    { href: '/', label: 'Back to the home page' },
    { href: '/contact', label: 'Back to the contact page' },
  ],
} as const;
