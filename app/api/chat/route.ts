import { getChatPanelCopy } from '@/lib/cms/chat';

export const dynamic = 'force-static';

/**
 * What the chat's panel shows (the chat global with the company's name, phone and hours), which
 * the browser fetches with the panel's code when a visitor first reaches for the chat button.
 * Pre-rendered; a publish expires it with the pages.
 */
export async function GET() {
  return Response.json(await getChatPanelCopy());
}
