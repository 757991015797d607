import type { Block } from '@/content/types';
import type { Tone } from '../section-tone';

/** Props of the component that renders one kind of block. */
export type BlockProps<K extends Block['kind']> = {
  block: Extract<Block, { kind: K }>;
  tone: Tone;
};
