import 'server-only';
import { isContentBlock, type OwnPage, type PageSection } from '@/content/page-sections';
import type {
  Block,
  CallToAction,
  Card,
  Group,
  IconName,
  PolicyPage,
  PolicySection,
  ServicePage,
} from '@/content/types';
import { peopleArt } from '@/cms/blocks/people-art';
import type { Page, Policy, Service } from '@/cms/payload-types';
import { socialImageFromCms } from './social-image';

/**
 * The CMS's documents (cms/payload-types.ts) in the shapes the section components take
 * (content/types.ts). Payload answers an empty optional field with null and gives every row an
 * id: both are dropped, so a seeded record maps back to exactly the content/ record it came from.
 */
type Rows = readonly { text: string }[] | null | undefined;

const texts = (rows: Rows): string[] => (rows ?? []).map((row) => row.text);

/** The value, or no key at all when it is null, undefined or an empty list. */
function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  if (value === null || value === undefined) return {};
  if (Array.isArray(value) && value.length === 0) return {};
  return { [key]: value } as { [P in K]?: V };
}

type CmsCard = {
  icon?: string | null;
  title: string;
  text: string;
  bullets?: Rows;
};

const card = (item: CmsCard): Card => ({
  ...optional('icon', item.icon as IconName | null | undefined),
  title: item.title,
  text: item.text,
  ...optional('bullets', texts(item.bullets)),
});

type CmsBlock = NonNullable<Service['blocks']>[number];

export function blockFromCms(block: CmsBlock): Block {
  const head = {
    id: block.anchor,
    heading: block.heading,
    ...optional('eyebrow', block.eyebrow),
  };
  switch (block.blockType) {
    case 'prose':
      return {
        kind: 'prose',
        ...head,
        paragraphs: texts(block.paragraphs),
        ...optional('art', block.art ? peopleArt[block.art] : undefined),
      };
    case 'cards':
      return {
        kind: 'cards',
        ...head,
        ...optional('intro', block.intro),
        ...optional('format', block.format),
        items: block.items.map(card),
      };
    case 'steps':
      return {
        kind: 'steps',
        ...head,
        ...optional('intro', block.intro),
        items: block.items.map(({ title, text }) => ({ title, text })),
      };
    case 'checklist':
      return {
        kind: 'checklist',
        ...head,
        ...optional('intro', block.intro),
        items: texts(block.items),
      };
    case 'stats':
      return {
        kind: 'stats',
        ...head,
        ...optional('intro', block.intro),
        items: block.items.map(({ value, label }) => ({ value, label })),
      };
    case 'groups':
      return {
        kind: 'groups',
        ...head,
        ...optional('intro', block.intro),
        ...optional('format', block.format),
        items: block.items.map((group): Group => ({
          title: group.title,
          ...optional('icon', group.icon as IconName | null | undefined),
          items: texts(group.entries),
        })),
      };
  }
}

type CmsLink = { label?: string | null; href?: string | null } | null | undefined;

function ctaFromCms(cta: Service['cta']): CallToAction {
  const link = (value: CmsLink) =>
    value?.label && value.href ? { label: value.label, href: value.href } : undefined;
  return {
    heading: cta.heading,
    text: cta.text,
    primary: link(cta.primary)!,
    ...optional('secondary', link(cta.secondary)),
  };
}

export function serviceFromCms(doc: Service): ServicePage {
  const why = doc.whyChoose;
  return {
    slug: doc.slug,
    category: doc.category,
    menuLabel: doc.menuLabel,
    icon: doc.icon as IconName,
    title: doc.title,
    subtitle: doc.subtitle,
    summary: doc.summary,
    metaDescription: doc.metaDescription,
    enquiryName: doc.enquiryName,
    blocks: (doc.blocks ?? []).map(blockFromCms),
    ...optional(
      'whyChoose',
      why?.heading && why.items?.length
        ? { heading: why.heading, ...optional('intro', why.intro), items: why.items.map(card) }
        : undefined,
    ),
    cta: ctaFromCms(doc.cta),
    ...optional('socialImage', socialImageFromCms(doc.socialImage)),
  };
}

export function policyFromCms(doc: Policy): PolicyPage {
  return {
    title: doc.title,
    lastUpdated: doc.lastUpdated,
    intro: doc.intro,
    sections: doc.sections.map((section): PolicySection => ({
      id: section.anchor,
      heading: section.heading,
      paragraphs: texts(section.paragraphs),
      ...optional('bullets', texts(section.bullets)),
      ...optional(
        'table',
        section.table?.caption && section.table.columns?.length
          ? {
              caption: section.table.caption,
              columns: texts(section.table.columns),
              rows: (section.table.rows ?? []).map((row) => texts(row.cells)),
            }
          : undefined,
      ),
      ...optional('placeholder', section.placeholder),
    })),
  };
}

/** A row Payload made of one string of a list (cms/seed/to-cms.ts copyToCms). */
const isRow = (value: object): value is { text: string } =>
  Object.keys(value)
    .filter((key) => key !== 'id')
    .join() === 'text';

/**
 * A bespoke section's copy as the seed wrote it: rows back into strings, without Payload's ids,
 * block names, empty fields and empty optional groups (a call to action without its second link).
 */
function copyFromCms(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item: unknown) =>
      item !== null && typeof item === 'object' && isRow(item) ? item.text : copyFromCms(item),
    );
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value)
    .filter(([key]) => key !== 'id' && key !== 'blockName' && key !== 'blockType')
    .map(([key, item]) => [key, copyFromCms(item)] as const)
    .filter(([, item]) => !isEmpty(item));
  return Object.fromEntries(kept);
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value).length === 0);

type CmsSection = NonNullable<Page['blocks']>[number];

export function sectionFromCms(block: CmsSection): PageSection {
  return isContentBlock({ kind: block.blockType })
    ? blockFromCms(block as CmsBlock)
    : ({ kind: block.blockType, ...(copyFromCms(block) as object) } as PageSection);
}

export function pageFromCms(doc: Page): OwnPage {
  return {
    path: doc.path,
    title: doc.title,
    ...optional('absoluteTitle', doc.absoluteTitle),
    ...optional('menuLabel', doc.menuLabel),
    description: doc.description,
    sections: (doc.sections ?? []).map(({ anchor, label }) => ({ id: anchor, label })),
    priority: doc.priority,
    changeFrequency: doc.changeFrequency,
    ...optional('socialImage', socialImageFromCms(doc.socialImage)),
    ...optional('blocks', doc.blocks?.map(sectionFromCms)),
  };
}
