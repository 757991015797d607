import type { Block, ServicePage } from '../../content/types';
import type { OwnPage, PageSection } from '../../content/page-sections';
import { isContentBlockType } from '../blocks/content-blocks';
import { peopleArtName } from '../blocks/people-art';

/**
 * content/'s records in the CMS's shapes (the inverse of lib/cms/from-cms.ts): a list of strings
 * is a list of rows with one `text`, at any depth; a block's kind is its type and its id its
 * anchor; a picture is stored by its name; a group's items are its `entries`.
 */
function toCms(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? { text: item } : toCms(item)));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toCms(item)]));
}

const rows = (texts: readonly string[]) => texts.map((text) => ({ text }));

function blockToCms(block: Block) {
  const { kind, id, ...rest } = block;
  return {
    blockType: kind,
    anchor: id,
    ...(toCms(rest) as object),
    ...(block.kind === 'prose' && block.art && { art: peopleArtName(block.art) }),
    // A group's list is `entries` in the CMS: `items` in `items` collides in Payload's tables.
    ...(block.kind === 'groups' && {
      items: block.items.map(({ items, ...group }) => ({ ...group, entries: rows(items) })),
    }),
  };
}

export function serviceToCms(service: ServicePage) {
  return { ...(toCms(service) as object), blocks: service.blocks.map(blockToCms) };
}

function sectionToCms(section: PageSection) {
  if (isContentBlockType(section.kind)) return blockToCms(section as Block);
  const { kind, ...copy } = section;
  return { blockType: kind, ...(toCms(copy) as object) };
}

export function pageToCms(page: OwnPage) {
  return {
    ...page,
    sections: page.sections.map(({ id, label }) => ({ anchor: id, label })),
    blocks: page.blocks?.map(sectionToCms),
  };
}
