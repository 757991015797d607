// Renders the site's people illustrations to static SVG files: `node scripts/render-people.mjs`.
// The people are Open Peeps by Pablo Stanley (CC0), drawn through the react-peeps package (MIT)
// at build time, so no illustration code reaches the browser. Outputs public/images/people/*.svg.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import peeps from 'react-peeps';

const Peep = peeps.default ?? peeps;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NAVY = '#0F172A',
  PURPLE = '#9B51E0',
  ORANGE = '#F2994A',
  LILAC = '#F3E8FF',
  PEACH = '#FDE7D3';

/** Fewer decimals: the drawings keep their look at a fraction of the bytes. */
const trim = (svg) => svg.replace(/(\d+\.\d)\d+/g, '$1');

/**
 * One person as a nested <svg> placed at (x, y) with the given height. `box` is the pose's
 * drawing bounds (found by rendering it on a large canvas and trimming).
 */
function person(
  { body, hair, face, facialHair, accessory, fill = '#FFFFFF' },
  box,
  x,
  y,
  height,
  flip = false,
) {
  const inner = renderToStaticMarkup(
    createElement(Peep, {
      body,
      hair,
      face,
      facialHair,
      accessory,
      strokeColor: NAVY,
      backgroundColor: fill,
    }),
  ).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  const width = (height * box.w) / box.h;
  const mirror = flip ? ` transform="translate(${2 * x + width} 0) scale(-1 1)"` : '';
  return `<g${mirror}><svg x="${x}" y="${y}" width="${width.toFixed(1)}" height="${height}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}">${inner}</svg></g>`;
}

const boxes = {
  PointingFingerWB: { x: -20, y: 30, w: 1305, h: 2640 },
  MediumBW: { x: -285, y: 65, w: 1325, h: 1830 },
  CrossedArmsWB: { x: -200, y: 65, w: 1075, h: 2870 },
  BlazerPantsWB: { x: -75, y: -35, w: 1050, h: 2925 },
};

const svg = (w, h, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><title>${title}</title>${body}</svg>\n`;

// A team at a board: one presents a rising chart, a colleague listens seated, another stands by.
function teamAtBoard() {
  const bars = [120, 170, 150, 230, 290]
    .map(
      (h, i) =>
        `<rect x="${520 + i * 62}" y="${430 - h}" width="40" height="${h}" rx="6" fill="${i === 4 ? ORANGE : PURPLE}" opacity="${i === 4 ? 1 : 0.35 + i * 0.15}"/>`,
    )
    .join('');
  return svg(
    1000,
    760,
    'A team discussing results in front of a chart',
    `<circle cx="760" cy="300" r="260" fill="${LILAC}"/><circle cx="210" cy="560" r="170" fill="${PEACH}"/>
<rect x="480" y="80" width="400" height="400" rx="28" fill="#FFFFFF" stroke="${NAVY}" stroke-width="6"/>
<path d="M520 130h150M520 160h90" stroke="${NAVY}" stroke-width="10" stroke-linecap="round" opacity="0.85"/>${bars}
<path d="M540 330 L600 290 L660 305 L720 240 L790 170" fill="none" stroke="${NAVY}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="790" cy="170" r="12" fill="${ORANGE}" stroke="${NAVY}" stroke-width="5"/>
<path d="M480 520 L880 520" stroke="${NAVY}" stroke-width="6" stroke-linecap="round"/>
<path d="M70 590h190M95 590v150M235 590v150" stroke="${NAVY}" stroke-width="8" stroke-linecap="round"/>
${person({ body: 'MediumBW', hair: 'Long', face: 'Smile', fill: '#FFFFFF' }, boxes.MediumBW, 40, 330, 420)}
${person({ body: 'CrossedArmsWB', hair: 'ShortVolumed', face: 'Calm', facialHair: 'MoustacheThin', fill: '#FFFFFF' }, boxes.CrossedArmsWB, 250, 150, 600)}
${person({ body: 'PointingFingerWB', hair: 'Bun', face: 'Cute', accessory: 'GlassRoundThick', fill: '#FFFFFF' }, boxes.PointingFingerWB, 700, 160, 590, true)}`,
  );
}

// Hyderabad as the office's home: HITEC City towers, the Durgam Cheruvu cable bridge and the
// Charminar, with two colleagues on their way in.
function hyderabadOffice() {
  const towers = [
    [60, 250, 70],
    [140, 180, 60],
    [210, 300, 80],
    [300, 220, 56],
    [820, 260, 70],
    [900, 200, 60],
  ]
    .map(
      ([x, h, w]) =>
        `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" rx="6" fill="#FFFFFF" stroke="${NAVY}" stroke-width="5"/>` +
        Array.from(
          { length: Math.floor(h / 40) },
          (_, row) =>
            `<path d="M${x + 12} ${560 - h + 26 + row * 40}h${w - 24}" stroke="${PURPLE}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`,
        ).join(''),
    )
    .join('');
  const cables = Array.from(
    { length: 7 },
    (_, i) => `<path d="M540 250 L${420 + i * 40} 470" stroke="${NAVY}" stroke-width="3"/>`,
  ).join('');
  const minaret = (x) =>
    `<rect x="${x - 10}" y="300" width="20" height="260" fill="${ORANGE}" stroke="${NAVY}" stroke-width="5"/><ellipse cx="${x}" cy="298" rx="14" ry="18" fill="${ORANGE}" stroke="${NAVY}" stroke-width="5"/><path d="M${x} 280v-18" stroke="${NAVY}" stroke-width="5"/>`;
  return svg(
    1000,
    760,
    'Two colleagues in Hyderabad, with HITEC City, the Durgam Cheruvu bridge and the Charminar behind them',
    `<rect width="1000" height="760" rx="40" fill="${LILAC}"/><circle cx="540" cy="230" r="120" fill="${PEACH}"/>
${towers}
<path d="M380 470 H760" stroke="${NAVY}" stroke-width="8" stroke-linecap="round"/><path d="M540 470 V210" stroke="${NAVY}" stroke-width="10" stroke-linecap="round"/>${cables}
<path d="M618 560 V400 H702 V560 H680 V490 a20 24 0 0 0 -40 0 V560 Z" fill="${ORANGE}" stroke="${NAVY}" stroke-width="5" stroke-linejoin="round"/>
${minaret(618)}${minaret(702)}
<path d="M0 560 H1000" stroke="${NAVY}" stroke-width="6"/><rect y="560" width="1000" height="200" fill="#FFFFFF"/>
<path d="M40 600 q60 -14 120 0 t120 0 M700 620 q60 -14 120 0 t120 0" stroke="${PURPLE}" stroke-width="5" fill="none" opacity="0.6"/>
${person({ body: 'BlazerPantsWB', hair: 'Long', face: 'Smile', fill: '#FFFFFF' }, boxes.BlazerPantsWB, 90, 300, 450)}
${person({ body: 'CrossedArmsWB', hair: 'Short', face: 'Calm', facialHair: 'FullMajestic', fill: '#FFFFFF' }, boxes.CrossedArmsWB, 250, 290, 460)}`,
  );
}

await mkdir(join(root, 'public/images/people'), { recursive: true });
for (const [name, draw] of [
  ['team-at-board', teamAtBoard],
  ['hyderabad-office', hyderabadOffice],
]) {
  const file = join(root, `public/images/people/${name}.svg`);
  const text = trim(draw());
  await writeFile(file, text);
  console.log(file, `${(text.length / 1024).toFixed(1)} KB`);
}
