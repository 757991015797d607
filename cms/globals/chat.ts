import type { GlobalConfig } from 'payload';
import { LIMITS, text, textarea } from '../blocks/fields';
import { contentGlobal, previewAt } from '../publishing';

const required = { required: true } as const;

/**
 * What visitors read in the chat widget (content/contact.ts chatWidget is the seed). Its title,
 * phone number and office hours are the company facts'.
 */
export const chat: GlobalConfig = {
  slug: 'chat',
  label: 'Chat widget',
  admin: {
    preview: previewAt(() => '/'),
    description:
      'The panel shows the company’s name, phone number and office hours from Company facts.',
  },
  ...contentGlobal,
  fields: [
    text('open', 60, {
      ...required,
      admin: { description: 'The round button’s name, read out by screen readers.' },
    }),
    textarea('welcome', LIMITS.short, { ...required, admin: { description: 'The greeting.' } }),
    text('availableNow', LIMITS.label, {
      ...required,
      admin: { description: 'Shown during the office hours set in Company facts.' },
    }),
    text('unavailableNow', 160, { ...required, admin: { description: 'Shown outside them.' } }),
    text('callLabel', 20, {
      ...required,
      admin: { description: 'Before the phone number, e.g. "Call".' },
    }),
    text('messageLabel', 40, required),
    text('messagePlaceholder', LIMITS.label, required),
    text('send', 40, { ...required, admin: { description: 'The button that opens WhatsApp.' } }),
    text('close', 40, {
      ...required,
      admin: { description: 'The close button’s name, read out by screen readers.' },
    }),
  ],
};
