import { mailLinkPage } from '@/components/forms/no-js/link-page';
import { dataRequestPage } from '@/content/data-protection';
import { confirmDataRequest, pendingDataRequest } from '@/lib/data-requests';
import { checkLink } from '@/lib/data-requests/links';
import { withApi } from '@/lib/http/api-response';

export const dynamic = 'force-dynamic';

const texts = dataRequestPage.confirmation;
const page = (title: string, text: string, button?: { label: string; action: string }) =>
  mailLinkPage({ title, text, button, back: texts.back });

/**
 * The signed link of a data request's confirmation mail (`?s=<id>&e=<expiry>&t=<signature>`):
 * GET shows what was asked and one button, POST (that button) acts: the request goes to the
 * company and an erasure runs. A link we did not sign, or one already used, gets 404; an
 * expired one 410. Nothing happens on GET: mail scanners open links too.
 */
const handle = (method: 'GET' | 'POST') =>
  withApi(`data-requests.confirm`, async (request, api) => {
    const url = new URL(request.url);
    const link = await checkLink(url.searchParams);
    if (link.kind === 'expired')
      return api.html(410, await page(texts.expiredTitle, texts.expiredText));
    const pending = link.kind === 'valid' ? await pendingDataRequest(link.id) : undefined;
    if (link.kind !== 'valid' || !pending)
      return api.html(404, await page(texts.unknownTitle, texts.unknownText));
    if (method === 'GET')
      return api.html(
        200,
        await page(texts.title, texts.text(pending.type), {
          label: texts.button,
          action: `${url.pathname}${url.search}`,
        }),
      );
    const done = await confirmDataRequest(request, link.id, api.log);
    if (!done) return api.html(404, await page(texts.unknownTitle, texts.unknownText));
    const { status, body } = done.answer.outcome;
    if (!body.success)
      return api.html(status, await page(dataRequestPage.result.errorHeading, body.message));
    return api.html(200, await page(texts.doneTitle, texts.doneText(done.reference)));
  });

export const GET = handle('GET');
export const POST = handle('POST');
