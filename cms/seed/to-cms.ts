import type { ServicePage } from '../../content/types';
import type { OwnPage, PageSection } from '../../content/page-sections';
import { isContentBlockType } from '../blocks/content-blocks';

/**
 * content/'s records in the CMS's shapes (the inverse of lib/cms/from-cms.ts): a list of strings
 * is a list of rows with one `text`, at any depth. Content blocks are written in the CMS's shape
 * already (content/types.ts Block) and pass as they are.
 */
function toCms(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? { text: item } : toCms(item)));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toCms(item)]));
}

export function serviceToCms(service: ServicePage) {
  return { ...(toCms(service) as object), blocks: service.blocks };
}

function sectionToCms(section: PageSection): { blockType: string } {
  if (isContentBlockType(section.blockType)) return section;
  return { ...(toCms(section) as object), blockType: section.blockType };
}

export function pageToCms(page: OwnPage) {
  return {
    ...page,
    sections: page.sections.map(({ id, label }) => ({ anchor: id, label })),
    blocks: page.blocks?.map(sectionToCms),
  };
}
