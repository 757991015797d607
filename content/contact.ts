import { company } from './company';
import type { ChatTexts } from './types';

export const contactPage = {
  hero: {
    badge: 'Contact Us',
    heading: 'Let’s Talk About Your Next Hire or Project',
    subtext: `Call, WhatsApp or write to us, or send an enquiry below. The ${company.name} team in Hyderabad answers within one business day.`,
  },
  details: {
    heading: 'Reach Us Directly',
    intro: 'Prefer to talk? Our consultants are available during office hours.',
    labels: {
      phone: 'Call us',
      whatsapp: 'WhatsApp',
      whatsappText: 'Chat on WhatsApp',
      email: 'Email',
      office: 'Office',
      mapLink: 'Open in Google Maps',
      hours: 'Office hours',
      social: 'Follow us',
    },
  },
  form: {
    eyebrow: 'Enquiry',
    heading: 'Send Us an Enquiry',
    intro: 'Tell us what you need and the right consultant will get back to you.',
  },
} as const;

/** The chat widget's texts: the seed of the CMS's chat global (cms/globals/chat.ts). */
export const chatWidget = {
  open: 'Chat with us on WhatsApp',
  close: 'Close chat',
  welcome: 'Hi there! How can we help you today? 👋',
  availableNow: 'We’re available now',
  unavailableNow: 'We’re offline right now: leave a message and we’ll reply when we’re back',
  messageLabel: 'Your message',
  messagePlaceholder: 'Type your message…',
  send: 'Start chat on WhatsApp',
  callLabel: 'Call',
} satisfies ChatTexts;
