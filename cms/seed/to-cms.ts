import type { Block, Card, CallToAction, PolicyPage, ServicePage } from '../../content/types';
import { isContentBlock, type OwnPage, type PageSection } from '../../content/page-sections';
import { peopleArtName } from '../blocks/people-art';

/** content/'s records in the CMS's shapes: a list of strings is a list of rows with one `text`. */
const rows = (texts: readonly string[] | undefined) => texts?.map((text) => ({ text }));

const card = (item: Card) => ({ ...item, bullets: rows(item.bullets) });

export function blockToCms(block: Block) {
  const { kind, id, ...rest } = block;
  const base = { blockType: kind, anchor: id };
  switch (block.kind) {
    case 'prose':
      return {
        ...base,
        ...rest,
        art: block.art && peopleArtName(block.art),
        paragraphs: rows(block.paragraphs),
      };
    case 'cards':
      return { ...base, ...rest, items: block.items.map(card) };
    case 'checklist':
      return { ...base, ...rest, items: rows(block.items) };
    case 'groups':
      return {
        ...base,
        ...rest,
        items: block.items.map(({ items, ...group }) => ({ ...group, entries: rows(items) })),
      };
    default:
      return { ...base, ...rest };
  }
}

const ctaToCms = (cta: CallToAction) => ({ ...cta });

export function serviceToCms(service: ServicePage) {
  return {
    ...service,
    blocks: service.blocks.map(blockToCms),
    whyChoose: service.whyChoose && {
      ...service.whyChoose,
      items: service.whyChoose.items.map(card),
    },
    cta: ctaToCms(service.cta),
  };
}

export function policyToCms(slug: string, policy: PolicyPage) {
  return {
    slug,
    ...policy,
    sections: policy.sections.map(({ id, paragraphs, bullets, table, ...section }) => ({
      ...section,
      anchor: id,
      paragraphs: rows(paragraphs),
      bullets: rows(bullets),
      table: table && {
        caption: table.caption,
        columns: rows(table.columns),
        rows: table.rows.map((cells) => ({ cells: rows(cells) })),
      },
    })),
  };
}

/** A section's copy as the CMS keeps it: every list of strings becomes rows, at any depth. */
function copyToCms(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? { text: item } : copyToCms(item)));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyToCms(item)]));
}

export function sectionToCms(section: PageSection) {
  if (isContentBlock(section)) return blockToCms(section);
  const { kind, ...copy } = section;
  return { blockType: kind, ...(copyToCms(copy) as object) };
}

export function pageToCms(page: OwnPage) {
  return {
    ...page,
    sections: page.sections.map(({ id, label }) => ({ anchor: id, label })),
    blocks: page.blocks?.map(sectionToCms),
  };
}
