import { fieldTexts } from '@/content/submissions';

/**
 * A person's name is never markup: '<' and '>' are refused (the admin panel and e-mails show names
 * wherever they like, escaped or not). Free text such as a message keeps every character.
 */
export const NAME_PATTERN = /^[^<>]*$/;

export const nameMessage = fieldTexts.noMarkup;
