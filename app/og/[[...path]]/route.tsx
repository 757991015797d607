import { ImageResponse } from 'next/og';
import { getCompany } from '@/lib/cms/company';
import { listPages } from '@/lib/cms/content';
import { publishedRoutes } from '@/lib/cms/published-routes';
import { storyCardText } from '@/lib/cms/stories/social-card';
import { getJobBySlug } from '@/lib/jobs/all-jobs';
import { env } from '@/lib/env';
import { consumeExpensive } from '@/lib/rate-limit';
import { everyAnswerHeaders } from '@/lib/security-headers';
import { jobPlace } from '@/lib/shared/jobs/place';
import { pagePathOf, SOCIAL_IMAGE_SIZE } from '@/lib/seo/social-image';
import { createCardCache } from '@/lib/social-cards/card-cache';
import { drawable } from '@/lib/social-cards/drawable';
import { SocialCard, type SocialCardText, type SocialCardWords } from './_components/social-card';

/**
 * Drawn on request and kept in memory (lib/social-cards/card-cache.ts), never in Next's route
 * cache: that cache would write every asked-for path to disk, and would keep a 429 for everyone.
 */
export const dynamic = 'force-dynamic';

const cards = createCardCache();

/** The words of a published page's card (its record's, as the editor last published them), or null. */
async function pageCardText(path: string): Promise<SocialCardText | null> {
  // The proxy's list of published addresses, once this process has read it: a path not on it
  // reads nothing from the CMS.
  if (publishedRoutes()?.paths.has(path) === false) return null;
  const pages = await listPages();
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) return null;
  if (path === '/')
    return { eyebrow: (await getCompany()).tagline, title: page.title, subtitle: page.description };
  const parentPath = path.slice(0, path.lastIndexOf('/'));
  const parent = pages.find((candidate) => candidate.path === parentPath);
  return { eyebrow: parent?.title, title: page.title, subtitle: page.description };
}

/** The card's words for a page path, or null when no page lives there. */
async function cardText(segments: readonly string[]): Promise<SocialCardText | null> {
  const page = await pageCardText(pagePathOf(segments));
  if (page) return page;
  const story = await storyCardText(segments);
  if (story) return story;
  const [section, slug] = segments;
  if (section !== 'careers' || !slug || segments.length !== 2) return null;
  const job = await getJobBySlug(slug).catch(() => undefined);
  if (!job) return null;
  const facts = [jobPlace(job).label, job.employmentType, job.experience]
    .filter(Boolean)
    .join(' · ');
  return { eyebrow: 'Careers · Now hiring', title: job.title, subtitle: facts };
}

const plainHeaders = (extra: Record<string, string>) => ({
  ...Object.fromEntries(
    everyAnswerHeaders(process.env.NODE_ENV !== 'production', env.SITE_URL).map(
      ({ key, value }) => [key, value],
    ),
  ),
  'Content-Type': 'text/plain; charset=utf-8',
  ...extra,
});

/** GET /og/<page path>: the page's social card as a PNG. */
export async function GET(request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const text = await cardText((await params).path ?? []);
  if (!text)
    return new Response('No such page\n', {
      status: 404,
      headers: plainHeaders({ 'Cache-Control': 'public, max-age=300' }),
    });
  const words = { ...text, companyName: (await getCompany()).name };
  // Only what the bundled font draws: for anything else Satori would fetch a font.
  const card = Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, value && drawable(value)]),
  ) as SocialCardWords;
  const key = JSON.stringify(card);
  // Only a drawing counts against the client's limit: a crawler fetching the cards of the
  // site's pages again gets the kept ones.
  const wait = cards.holds(key) ? null : await consumeExpensive('socialCard', request);
  if (wait !== null)
    return new Response('Too many images asked for. Please wait.\n', {
      status: 429,
      headers: plainHeaders({ 'Cache-Control': 'no-store', 'Retry-After': String(wait) }),
    });
  const png = await cards.get(key, () =>
    new ImageResponse(<SocialCard {...card} />, SOCIAL_IMAGE_SIZE).arrayBuffer(),
  );
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=300',
    },
  });
}
