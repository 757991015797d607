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
  kinds: readonly Block['blockType'][],
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
