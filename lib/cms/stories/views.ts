import 'server-only';
import type { Media } from '@/cms/payload-types';
import { illustrations } from '@/content/illustrations';
import { photoFromMedia } from '../photo';
import { socialImageFromCms } from '../social-image';
import type {
  CaseStudyView,
  InsightArticle,
  StoryCategory,
  StoryPicture,
} from '@/lib/shared/stories/types';

type Illustration = { image?: Media | number | string | null; artwork?: string | null };
type Seo = { title?: string | null; description?: string | null } | null | undefined;

export type InsightSource = {
  slug: string;
  title: string;
  summary: string;
  author: string;
  date: string;
  body: unknown;
  category: StoryCategory | number | string | null | undefined;
  illustration?: Illustration | null;
  seo?: Seo;
  socialImage?: number | Media | null;
};

export type CaseStudySource = Omit<
  CaseStudyView,
  'industry' | 'challenge' | 'approach' | 'picture' | 'seo' | 'results' | 'services'
> & {
  industry: Related<{ name: string }>;
  services?: readonly Related<{ slug: string; menuLabel: string }>[] | null;
  challenge: string;
  approach: string;
  results?: readonly { value: string; label: string }[] | null;
  illustration?: Illustration | null;
  seo?: Seo;
  socialImage?: number | Media | null;
};

/** A related record: read with the fields it is shown by, or its id alone when it is not there. */
type Related<T> = number | T | null | undefined;
const isRead = <T>(related: Related<T>): related is T =>
  related !== null && typeof related === 'object';

const fallbackArt = illustrations['team-agreeing-plan']!;

/** The editor's photo when one is set and served; else the chosen illustration. */
export function pictureOf(illustration: Illustration | null | undefined): StoryPicture {
  const image = illustration?.image;
  const photo = image && typeof image === 'object' ? photoFromMedia(image) : undefined;
  return photo ?? illustrations[illustration?.artwork ?? ''] ?? fallbackArt;
}

const UNCATEGORISED: StoryCategory = { slug: 'articles', name: 'Articles', description: '' };

function categoryOf(category: InsightSource['category']): StoryCategory {
  if (!category || typeof category !== 'object') return UNCATEGORISED;
  return { slug: category.slug, name: category.name, description: category.description ?? '' };
}

const seoOf = (source: Pick<InsightSource, 'seo' | 'title' | 'summary' | 'socialImage'>) => {
  const socialImage = socialImageFromCms(source.socialImage);
  return {
    title: source.seo?.title || source.title,
    description: source.seo?.description || source.summary,
    ...(socialImage && { socialImage }),
  };
};

export function insightView(source: InsightSource): InsightArticle {
  return {
    slug: source.slug,
    title: source.title,
    summary: source.summary,
    author: source.author,
    date: source.date,
    category: categoryOf(source.category),
    picture: pictureOf(source.illustration),
    seo: seoOf(source),
    body: source.body,
  };
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function caseStudyView(source: CaseStudySource): CaseStudyView {
  return {
    slug: source.slug,
    title: source.title,
    summary: source.summary,
    client: source.client,
    industry: isRead(source.industry) ? source.industry.name : '',
    services: (source.services ?? [])
      .filter(isRead)
      .map((service) => ({ slug: service.slug, name: service.menuLabel })),
    challenge: paragraphs(source.challenge),
    approach: paragraphs(source.approach),
    results: (source.results ?? []).map(({ value, label }) => ({ value, label })),
    resultsCaption: source.resultsCaption,
    quote: { ...source.quote },
    picture: pictureOf(source.illustration),
    seo: seoOf(source),
  };
}
