import type { Block } from '@/content/types';

/** Background of a full-width section: white, the pale surface, or dark ink. */
export type Tone = 'white' | 'surface' | 'dark';

export const toneClasses: Record<Tone, string> = {
  white: 'bg-white',
  surface: 'bg-surface',
  dark: 'bg-ink text-white',
};

/**
 * Backgrounds for consecutive sections: figures stand out on dark, everything else
 * alternates white and surface so neighbouring sections never share a background.
 */
export function sectionTones(
  kinds: readonly Block['kind'][],
  first: Exclude<Tone, 'dark'> = 'white',
): Tone[] {
  let next: Exclude<Tone, 'dark'> = first;
  return kinds.map((kind) => {
    if (kind === 'stats') return 'dark';
    const tone = next;
    next = tone === 'white' ? 'surface' : 'white';
    return tone;
  });
}

/**
 * Grid columns for a number of cards: three across at most, so card text keeps a readable
 * measure (four across left 25–35 characters a line); two for two or four. The last row is
 * filled by widening the first cards (grid-rows.ts).
 */
export function cardColumns(count: number): 2 | 3 {
  return count <= 2 || count === 4 ? 2 : 3;
}
