import type { Block, BlockOf } from '@/content/types';
import type { Tone } from '../section-tone';

/** Props of the component that renders one type of block. */
export type BlockProps<K extends Block['blockType']> = { block: BlockOf<K>; tone: Tone };
