// The artwork's colours, read from the brand's one list (content/brand.ts), in the upper-case hex
// the committed files were first written with, so a re-render changes no byte.
import { brandColors } from '../../content/brand.ts';

export const INK = brandColors.ink.toUpperCase();
export const ORANGE = brandColors['brand-orange'].toUpperCase();
export const PURPLE = brandColors['brand-purple'].toUpperCase();
export const WHITE = '#FFFFFF';
