/*
 * The visual format of a section, as a visitor sees it (the `data-format` of its list: a content
 * block's comes from components/sections/block-renderer.tsx). Two neighbouring sections of one
 * format read as one long template.
 */

/**
 * The format a content block renders in, by its type (its `kind`, the CMS's `blockType`) and the
 * format an editor chose for it (cards and groups).
 */
export function formatOfBlock(kind: string, format?: string | null): string {
  switch (kind) {
    case 'cards':
      return format ?? 'icon-cards';
    case 'groups':
      return format ?? 'catalogue';
    case 'steps':
      return 'process';
    case 'stats':
      return 'figures';
    default:
      return kind;
  }
}

/** The length of the longest run of one format among consecutive sections. */
export function longestRun(formats: readonly string[]): number {
  let longest = 0;
  let run = 0;
  formats.forEach((format, index) => {
    run = index > 0 && formats[index - 1] === format ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** Whether a page's formats keep the icon-card rule: at most two grids, never two in a row. */
export function iconCardsWithinLimits(formats: readonly string[]): boolean {
  const cards = formats.filter((format) => format === 'icon-cards').length;
  const adjacent = formats.some(
    (format, index) => format === 'icon-cards' && formats[index + 1] === 'icon-cards',
  );
  return cards <= 2 && !adjacent;
}
