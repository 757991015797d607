import { ImageResponse } from 'next/og';
import { company } from '@/content/company';
import { getPage, pages } from '@/content/pages';
import { getJobBySlug } from '@/lib/jobs/all-jobs';
import { jobPlace } from '@/lib/shared/jobs/place';
import { pagePathOf, SOCIAL_IMAGE_SIZE } from '@/lib/seo/social-image';
import { SocialCard, type SocialCardText } from './social-card';

/** Page cards are drawn at build time; job cards on first request, kept as long as the job page. */
export const revalidate = 300;

export function generateStaticParams(): { path: string[] }[] {
  return pages.map((page) => ({ path: page.path.split('/').filter(Boolean) }));
}

/** The card's words for a page path, or null when no page lives there. */
async function cardText(path: string): Promise<SocialCardText | null> {
  const [section, slug] = path.split('/').filter(Boolean);
  const page = pages.find((candidate) => candidate.path === path);
  if (page) {
    if (path === '/')
      return { eyebrow: company.tagline, title: page.title, subtitle: page.description };
    const parent = path !== `/${section}` ? getPage(`/${section}`) : undefined;
    return { eyebrow: parent?.title, title: page.title, subtitle: page.description };
  }
  if (section !== 'careers' || !slug) return null;
  const job = await getJobBySlug(slug).catch(() => undefined);
  if (!job) return null;
  const facts = [jobPlace(job).label, job.employmentType, job.experience]
    .filter(Boolean)
    .join(' · ');
  return { eyebrow: 'Careers · Now hiring', title: job.title, subtitle: facts };
}

/** GET /og/<page path>: the page's social card as a PNG. */
export async function GET(_request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const text = await cardText(pagePathOf((await params).path));
  if (!text) return new Response('No such page', { status: 404 });
  return new ImageResponse(<SocialCard {...text} />, SOCIAL_IMAGE_SIZE);
}
