// Illustrated portraits of the demo testimonials' (fictional) people, 128 × 128: ground,
// shoulders, head, hair, and a glasses or beard where the person has one.
import { INK, PURPLE } from './palette.mjs';
import { svgDocument } from './svg.mjs';

const EYE_COLOUR = '#1F1A17';
const MOUTH_COLOUR = '#5B3A29';

/** Each person's looks, by the slug their picture is named after. */
export const people = {
  'priya-raghavan': {
    ground: '#FCE7D6',
    shirt: PURPLE,
    skin: '#B9825F',
    hair: '#1F1A17',
    hairStyle: 'long',
  },
  'arjun-mehta': {
    ground: '#E0E7FF',
    shirt: INK,
    skin: '#C99474',
    hair: '#2B211C',
    hairStyle: 'short',
  },
  'lakshmi-narayanan': {
    ground: '#DCFCE7',
    shirt: '#0F766E',
    skin: '#9A6446',
    hair: '#17120F',
    hairStyle: 'bun',
    glasses: true,
  },
  'mohammed-farhan': {
    ground: '#FFEDD5',
    shirt: '#C2410C',
    skin: '#A8704E',
    hair: '#231B16',
    hairStyle: 'short',
    beard: true,
  },
};

/** Hair drawn on top of the head, per style. */
const hairOnTop = (hairStyle, hair) =>
  ({
    long: `<path d="M40 56c0-17 10-27 24-27s24 10 24 27c-8-2-17-8-22-15c-5 8-15 13-26 15Z" fill="${hair}"/>`,
    short: `<path d="M41 54c-1-17 9-26 23-26s25 9 23 26c-3-6-8-10-14-11c-6 3-15 4-24 2c-4 2-7 5-8 9Z" fill="${hair}"/>`,
    bun: `<circle cx="64" cy="24" r="10" fill="${hair}"/><path d="M41 55c0-16 10-25 23-25s23 9 23 25c-6-7-14-11-23-11s-17 4-23 11Z" fill="${hair}"/>`,
  })[hairStyle];

/** One person's portrait as an SVG document. */
export function portrait({ ground, shirt, skin, hair, hairStyle, glasses = false, beard = false }) {
  const hairBehind =
    hairStyle === 'long'
      ? `<path d="M35 58c0-22 12-34 29-34s29 12 29 34v38H35Z" fill="${hair}"/>`
      : '';
  const eyes = `<circle cx="56" cy="60" r="2" fill="${EYE_COLOUR}"/><circle cx="72" cy="60" r="2" fill="${EYE_COLOUR}"/>`;
  const spectacles = glasses
    ? `<g fill="none" stroke="${INK}" stroke-width="1.6"><circle cx="56" cy="60" r="6"/><circle cx="72" cy="60" r="6"/><path d="M62 60h4"/></g>`
    : '';
  const beardShape = beard
    ? `<path d="M44 62c2 14 10 22 20 22s18-8 20-22c-4 6-11 9-20 9s-16-3-20-9Z" fill="${hair}"/>`
    : '';
  const smile = `<path d="M58 72c4 3 8 3 12 0" fill="none" stroke="${MOUTH_COLOUR}" stroke-width="1.8" stroke-linecap="round"/>`;
  return svgDocument(
    128,
    128,
    `<rect width="128" height="128" fill="${ground}"/>${hairBehind}` +
      `<path d="M18 128c2-24 20-38 46-38s44 14 46 38Z" fill="${shirt}"/><path d="M56 78h16v16c-5 4-11 4-16 0Z" fill="${skin}"/>` +
      `<ellipse cx="64" cy="60" rx="20" ry="24" fill="${skin}"/>${hairOnTop(hairStyle, hair)}${eyes}${spectacles}${beardShape}${smile}`,
  );
}
