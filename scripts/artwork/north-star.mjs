// The brand mark: an eight-point north star with long vertical points, orange to purple; and the
// app-icon tile that carries it on a square.
import { INK, ORANGE, PURPLE, WHITE } from './palette.mjs';
import { gradientStops, svgDocument, tenth } from './svg.mjs';

const POINTS = 16;

/**
 * How far the star's outline reaches at corner `index` (0–15, clockwise from the top), as a share
 * of its radius: the vertical points longest, then the horizontal ones, the diagonals, and the
 * notches between. `simple`: the shape for tiny sizes, with fuller points and no facets.
 */
function reach(index, simple) {
  if (index % 8 === 0) return 1;
  if (index % 4 === 0) return simple ? 0.85 : 0.74;
  if (index % 2 === 0) return simple ? 0.36 : 0.46;
  return simple ? 0.34 : 0.2;
}

/** The star centred at (`centreX`, `centreY`) with `radius`, as SVG elements. */
export function northStar(
  centreX,
  centreY,
  radius,
  { simple = false, gradientId = 'northstar-gradient' } = {},
) {
  const corner = (index) => {
    const angle = (index * Math.PI) / 8 - Math.PI / 2;
    const length = radius * reach(index, simple);
    return [tenth(centreX + length * Math.cos(angle)), tenth(centreY + length * Math.sin(angle))];
  };
  const corners = [...Array(POINTS).keys()].map((index) => corner(index).join(' '));
  const outline = `M${corners.join('L')}Z`;
  // A light facet on one side of each long point.
  const facets = simple
    ? ''
    : [0, 4, 8, 12]
        .map((index) => `M${centreX} ${centreY}L${corners[index]}L${corners[index + 1]}Z`)
        .join('');
  return `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">${gradientStops([0.25, ORANGE], [0.8, PURPLE])}</linearGradient></defs>
<path d="${outline}" fill="url(#${gradientId})"/>${facets && `<path d="${facets}" fill="${WHITE}" fill-opacity="0.22"/>`}`;
}

/**
 * An app icon of `size`: the star on a square of `background` (rounded, unless the platform
 * rounds it), the star's radius `starShare` of the size.
 */
export const iconTile = (
  size,
  { rounded = true, background = INK, starShare = 0.4, simple = false } = {},
) =>
  svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${rounded ? tenth(size * 0.22) : 0}" fill="${background}"/>${northStar(size / 2, size / 2, size * starShare, { simple })}`,
  );
