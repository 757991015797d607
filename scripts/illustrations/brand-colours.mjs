// The brand's palette for unDraw scenes: purple leads (the scenes' one primary colour), the
// scenes' pink accent becomes the brand orange, and skin takes the warm browns of the people of
// Hyderabad instead of the set's default pinks. Greys and hair stay as drawn.
import { brandColors } from '../../content/brand.ts';

export const PRIMARY = brandColors['brand-purple'];
const ORANGE = brandColors['brand-orange'];

/** unDraw's own colours (lower case) → the brand's. */
export const recolour = {
  '#ff6584': ORANGE,
  '#ff6f61': ORANGE,
  '#f86d70': ORANGE,
  '#ffb8b8': '#C98E6B',
  '#ffb9b9': '#C98E6B',
  '#fbbebe': '#C98E6B',
  '#fdb797': '#C98E6B',
  '#fdc2cc': '#C98E6B',
  '#fda57d': '#C98E6B',
  '#f8b9bf': '#C98E6B',
  '#a0616a': '#9A5F45',
  '#be6f72': '#A8694C',
  '#ae6e79': '#A8694C',
  '#b96b6b': '#A8694C',
  '#cc818c': '#A8694C',
  '#d39999': '#A8694C',
  '#d38884': '#A8694C',
  '#c77485': '#A8694C',
};

/** The props every scene is drawn with. */
export const sceneProps = { primarycolor: PRIMARY, skincolor: '#C98E6B' };
