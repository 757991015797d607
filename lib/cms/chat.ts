import 'server-only';
import { cache } from 'react';
import type { ChatPanelCopy, ChatTexts } from '@/content/types';
import type { Chat } from '@/cms/payload-types';
import { officeHoursText } from '@/lib/shared/office-hours';
import { getCompany } from './company';
import { isDraftMode } from './draft';
import { fromCms } from './from-cms';
import { readGlobal } from './global';

/** The chat global's texts. */
export const chatFromCms = (doc: Chat): ChatTexts => fromCms(doc);

/** The chat widget's texts for one render (the layout names the button with `open`). */
export const getChat = cache(async () => chatFromCms(await readGlobal('chat')));

/** What the panel shows (app/api/chat hands it to the browser with the panel's code). */
export async function getChatPanelCopy(): Promise<ChatPanelCopy> {
  const [texts, company] = await Promise.all([getChat(), getCompany()]);
  const { name: title, phone, officeHours } = company;
  return { ...texts, title, phone, hours: officeHoursText(officeHours), officeHours };
}

/**
 * In an editor's preview, the panel's copy with their drafts, which the layout sends with the page
 * (the pre-rendered /api/chat holds what is published); nothing otherwise.
 */
export async function getChatPreview(): Promise<ChatPanelCopy | undefined> {
  return (await isDraftMode()) ? getChatPanelCopy() : undefined;
}
