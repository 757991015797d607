import type { Photo, SocialImage, Stat } from '@/content/types';

/** One of the site's illustrations, with its own size, or an editor's photo (with its focal point). */
export type StoryPicture = { src: string; alt: string; width: number; height: number } | Photo;

export type StoryCategory = { slug: string; name: string; description: string };

/** `socialImage`: the editor's picture for social cards; the generated card otherwise. */
type Seo = { title: string; description: string; socialImage?: SocialImage };

export type InsightCard = {
  slug: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  category: StoryCategory;
  picture: StoryPicture;
  seo: Seo;
};

/** `body` is the editor's rich text (Lexical JSON): rich-text.ts makes it HTML. */
export type InsightArticle = InsightCard & { body: unknown };

export type CaseStudyView = {
  slug: string;
  title: string;
  summary: string;
  client: string;
  /** Its industry's name. */
  industry: string;
  /** The service pages it is told on. */
  services: readonly { slug: string; name: string }[];
  challenge: readonly string[];
  approach: readonly string[];
  results: readonly Stat[];
  resultsCaption: string;
  quote: { text: string; name: string; role: string };
  picture: StoryPicture;
  seo: Seo;
};
