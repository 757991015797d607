import 'server-only';
import type { OwnPage, PageSection } from '@/content/page-sections';
import type { Block, Bookkeeping, CallToAction, FromCms, ServicePage } from '@/content/types';
import { isContentBlockType } from '@/cms/blocks/content-blocks';
import type { Page, Service, ServiceCategory as CategoryDoc } from '@/cms/payload-types';
import type { ServiceCategory } from '@/content/services';
import { isMedia, photoFromMedia } from './photo';
import { socialImageFromCms } from './social-image';

/**
 * The CMS's documents (cms/payload-types.ts) in the shapes the section components take
 * (content/types.ts, derived from the same types). Payload answers an empty optional field with
 * null and gives every row an id: both are dropped, so a seeded record maps back to exactly the
 * content/ record it came from. Content blocks are taken as the CMS stores them (content/types.ts
 * Block); only what content/types.ts shapes differently is mapped by hand: lists an editor may
 * leave empty that the design needs whole.
 */
const BOOKKEEPING: readonly string[] = [
  'id',
  'blockName',
  'blockType',
  'globalType',
  'updatedAt',
  'createdAt',
  '_status',
] satisfies Bookkeeping[];

/** A row Payload made of one string of a list (cms/seed/to-cms.ts). */
const isRow = (value: object): value is { text: string } =>
  Object.keys(value)
    .filter((key) => key !== 'id')
    .join() === 'text';

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value).length === 0);

function copy(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item: unknown) =>
      item !== null && typeof item === 'object' && isRow(item) ? item.text : copy(item),
    );
  if (value === null || typeof value !== 'object') return value;
  if (isMedia(value)) return photoFromMedia(value);
  const kept = Object.entries(value)
    .filter(([key]) => !BOOKKEEPING.includes(key))
    .map(([key, item]) => [key, copy(item)] as const)
    .filter(([, item]) => !isEmpty(item));
  return Object.fromEntries(kept);
}

/**
 * A CMS value in the site's shape (content/types.ts FromCms): rows back into strings, without
 * Payload's ids, block names, dates, empty fields and empty optional groups; uploads as photos.
 */
export const fromCms = <T>(value: T): FromCms<T> => copy(value) as FromCms<T>;

/** The value, or no key at all when it is null, undefined or an empty list. */
function optional<K extends string, V>(key: K, value: V | null | undefined): { [P in K]?: V } {
  return isEmpty(value) ? {} : ({ [key]: value } as { [P in K]?: V });
}

function ctaFromCms(cta: Service['cta']): CallToAction {
  const { secondary, ...rest } = fromCms(cta);
  return {
    ...rest,
    ...optional('secondary', secondary?.label && secondary.href ? secondary : undefined),
  } as CallToAction;
}

/** The slug of a related record read with its slug (depth 1), or '' when it is gone. */
export const slugOf = (related: number | { slug: string } | null | undefined) =>
  related && typeof related === 'object' ? related.slug : '';

export function serviceFromCms(doc: Service): ServicePage {
  const { blocks, whyChoose, cta, socialImage, category, ...fields } = doc;
  return {
    // The former slugs answer 308s (cms/known-routes.ts); the page does not show them.
    ...fromCms({ ...fields, formerSlugs: undefined }),
    category: slugOf(category),
    blocks: blocks ?? [],
    ...optional('whyChoose', whyChoose?.heading && whyChoose.items?.length ? whyChoose : undefined),
    cta: ctaFromCms(cta),
    ...optional('socialImage', socialImageFromCms(socialImage)),
  } as ServicePage;
}

type CmsSection = NonNullable<Page['blocks']>[number];

export function sectionFromCms(block: CmsSection): PageSection {
  return isContentBlockType(block.blockType)
    ? (block as Block)
    : ({ blockType: block.blockType, ...fromCms(block) } as PageSection);
}

export function pageFromCms(doc: Page): OwnPage {
  const { sections, socialImage, blocks, screenData, ...fields } = doc;
  return {
    ...fromCms(fields),
    sections: (sections ?? []).map(({ anchor, label }) => ({ id: anchor, label })),
    ...optional('socialImage', socialImageFromCms(socialImage)),
    ...optional('blocks', blocks?.map(sectionFromCms)),
    ...optional('screenData', screenData),
  };
}

/** A service category read with its services' slugs (depth 1), and its record's id. */
export function categoryFromCms(doc: CategoryDoc): ServiceCategory & { record: number } {
  const featured = slugOf(doc.featured);
  return {
    record: doc.id,
    id: doc.slug,
    name: doc.name,
    icon: doc.icon,
    description: doc.description,
    ...(featured && { featured }),
    items: (doc.services ?? []).map(slugOf).filter(Boolean),
  };
}
