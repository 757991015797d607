import type { BlocksFieldValidation } from 'payload';
import { formatOfBlock, longestRun } from '../../components/sections/block-format';
import { CTA_KINDS, ctaKindNames, type CtaKind } from '../../content/cta-formats';
import type { Menu } from '../../lib/shared/site-navigation';

/** A section as the editor's form holds it: its type, its chosen format, its heading and items. */
type Row = {
  blockType: string;
  format?: string | null;
  /** A section of the page's own design (page-blocks.ts): the product's features are icon cards. */
  design?: string | null;
  heading?: string | null;
  items?: readonly unknown[] | null;
};

const ICON_CARDS = 'icon-cards';

const formatOf = (row: Row) =>
  row.blockType !== 'section'
    ? formatOfBlock(row.blockType, row.format)
    : row.design === 'product-features'
      ? ICON_CARDS
      : `section ${row.design}`;

/**
 * What breaks the design's layout rules in a page's sections, each as a sentence telling the editor
 * what to change: at most two grids of icon cards, never two in a row, none leaving a card alone on
 * its last row (two across), and no format three times in a row. Empty: the layout keeps them.
 */
export function layoutFaults(rows: readonly Row[]): string[] {
  const formats = rows.map(formatOf);
  const name = (index: number) => `“${rows[index]!.heading || `section ${index + 1}`}”`;
  const grids = formats.flatMap((format, index) => (format === ICON_CARDS ? [index] : []));
  const faults: string[] = [];
  if (grids.length > 2)
    faults.push(
      `${grids.length} sections are icon cards (${grids.map(name).join(', ')}); a page holds at most two. Give the others another Format: a feature list or numbered points.`,
    );
  for (const [at, index] of grids.entries())
    if (grids[at + 1] === index + 1)
      faults.push(
        `${name(index)} and ${name(index + 1)} are icon cards one after the other: move another section between them, or give one of them another Format.`,
      );
  for (const index of grids) {
    const count = rows[index]!.items?.length ?? 0;
    if (count > 1 && count % 2 === 1)
      faults.push(
        `${name(index)} has ${count} cards: two across, the last one sits alone on its row. Add a card or remove one, or choose the feature list Format.`,
      );
  }
  if (longestRun(formats) > 2)
    faults.push(
      'Three sections in a row have the same format: put a section of another kind between them, or change one’s Format.',
    );
  return faults;
}

/** A page that ends with a call to action: its name in the editor and its format's kind. */
export type Ending = { title: string; kind: CtaKind };

const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');

/**
 * What breaks "never the same closing call to action on two pages next to each other in a menu"
 * for the page at `path` (`endings`: every page that ends with a call to action, by path), as a
 * sentence telling the editor what to choose instead. Empty: its neighbours end otherwise.
 */
export function closingFormatFaults(
  menus: readonly Menu[],
  endings: ReadonlyMap<string, Ending>,
  path: string,
): string[] {
  const own = endings.get(path);
  if (!own) return [];
  const alike = new Set<string>();
  const taken = new Set<CtaKind>();
  for (const menu of menus) {
    const at = menu.paths.indexOf(path);
    if (at < 0) continue;
    for (const next of [menu.paths[at - 1], menu.paths[at + 1]]) {
      const neighbour = next === undefined ? undefined : endings.get(next);
      if (!neighbour) continue;
      taken.add(neighbour.kind);
      if (neighbour.kind === own.kind) alike.add(`“${neighbour.title}” beside it in ${menu.name}`);
    }
  }
  if (!alike.size) return [];
  const free = CTA_KINDS.filter((kind) => !taken.has(kind)).map((kind) => ctaKindNames[kind]);
  return [
    `This page’s closing call to action is ${ctaKindNames[own.kind]}, as on ${[...alike].join(' and ')}: two pages next to each other must not end alike. Choose ${free.length ? orList(free) : 'another format'} as its Call to action format.`,
  ];
}

/**
 * The sections field's check on save: Payload's own (the number of sections, the kinds allowed),
 * then the layout rules over the sections as they will be shown (`extra`: the page's sections
 * outside this field, such as a service's closing "Why choose" cards).
 */
export function layoutRulesValidate(
  extra: (data: Record<string, unknown>) => readonly Row[] = () => [],
): BlocksFieldValidation {
  return async (value, options) => {
    // Loaded here: the seed's records (and their unit tests) read this module without Payload.
    const { validations } = await import('payload');
    const own = await validations.blocks(value, options);
    if (own !== true) return own;
    const rows = [
      ...((value as Row[] | null) ?? []),
      ...extra((options.data ?? {}) as Record<string, unknown>),
    ];
    const faults = layoutFaults(rows);
    return faults.length ? `This layout breaks the design’s rules. ${faults.join(' ')}` : true;
  };
}
