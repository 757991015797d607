// Generates the site's raster and SVG artwork from code: `node scripts/render-artwork.mjs`.
// Site icons, brand mark and demo portraits (the illustrations: scripts/render-illustrations.mjs).
// Deterministic: reruns give identical files.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const NAVY = '#0F172A',
  ORANGE = '#F2994A',
  PURPLE = '#9B51E0';
const n = (v) => Math.round(v * 10) / 10;

const stops = (...s) =>
  s.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
// Brand mark: an eight-point north star, long vertical points, orange to purple.
function star(cx, cy, R, { simple = false, id = 'northstar-gradient' } = {}) {
  const pt = (k, rr) => {
    const ang = (k * Math.PI) / 8 - Math.PI / 2;
    return [n(cx + R * rr * Math.cos(ang)), n(cy + R * rr * Math.sin(ang))];
  };
  const rad = (k) =>
    k % 8 === 0
      ? 1
      : k % 4 === 0
        ? simple
          ? 0.85
          : 0.74
        : k % 2 === 0
          ? simple
            ? 0.36
            : 0.46
          : simple
            ? 0.34
            : 0.2;
  const d = 'M' + [...Array(16).keys()].map((k) => pt(k, rad(k)).join(' ')).join('L') + 'Z';
  const facets = simple
    ? ''
    : [0, 4, 8, 12]
        .map((k) => `M${cx} ${cy}L${pt(k, rad(k)).join(' ')}L${pt(k + 1, rad(k + 1)).join(' ')}Z`)
        .join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops([0.25, ORANGE], [0.8, PURPLE])}</linearGradient></defs>
<path d="${d}" fill="url(#${id})"/>${facets && `<path d="${facets}" fill="#FFFFFF" fill-opacity="0.22"/>`}`;
}
const svg = (w, h, body, title = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${title ? ' role="img"' : ''}>${title ? `<title>${title}</title>` : ''}${body}</svg>\n`;
const tile = (s, { round = true, bg = NAVY, k = 0.4, simple = false } = {}) =>
  svg(
    s,
    s,
    `<rect width="${s}" height="${s}" rx="${round ? n(s * 0.22) : 0}" fill="${bg}"/>${star(s / 2, s / 2, s * k, { simple })}`,
  );
const png = (src, size) =>
  sharp(Buffer.from(src))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();

function ico(images) {
  // ICONDIR (6 bytes) + one 16-byte ICONDIRENTRY per image + PNG payloads
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...images.map((im) => im.data)]);
}

// Illustrated portraits of the demo testimonials' (fictional) people: ground, shoulders, head, hair.
const portraits = {
  'priya-raghavan': {
    ground: '#FCE7D6',
    shirt: PURPLE,
    skin: '#B9825F',
    hair: '#1F1A17',
    style: 'long',
  },
  'arjun-mehta': {
    ground: '#E0E7FF',
    shirt: NAVY,
    skin: '#C99474',
    hair: '#2B211C',
    style: 'short',
  },
  'lakshmi-narayanan': {
    ground: '#DCFCE7',
    shirt: '#0F766E',
    skin: '#9A6446',
    hair: '#17120F',
    style: 'bun',
    glasses: true,
  },
  'mohammed-farhan': {
    ground: '#FFEDD5',
    shirt: '#C2410C',
    skin: '#A8704E',
    hair: '#231B16',
    style: 'short',
    beard: true,
  },
};
function portrait({ ground, shirt, skin, hair, style, glasses = false, beard = false }) {
  const back =
    style === 'long' ? `<path d="M35 58c0-22 12-34 29-34s29 12 29 34v38H35Z" fill="${hair}"/>` : '';
  const top = {
    long: `<path d="M40 56c0-17 10-27 24-27s24 10 24 27c-8-2-17-8-22-15c-5 8-15 13-26 15Z" fill="${hair}"/>`,
    short: `<path d="M41 54c-1-17 9-26 23-26s25 9 23 26c-3-6-8-10-14-11c-6 3-15 4-24 2c-4 2-7 5-8 9Z" fill="${hair}"/>`,
    bun: `<circle cx="64" cy="24" r="10" fill="${hair}"/><path d="M41 55c0-16 10-25 23-25s23 9 23 25c-6-7-14-11-23-11s-17 4-23 11Z" fill="${hair}"/>`,
  }[style];
  const eyes = `<circle cx="56" cy="60" r="2" fill="#1F1A17"/><circle cx="72" cy="60" r="2" fill="#1F1A17"/>`;
  const extras =
    (glasses
      ? `<g fill="none" stroke="${NAVY}" stroke-width="1.6"><circle cx="56" cy="60" r="6"/><circle cx="72" cy="60" r="6"/><path d="M62 60h4"/></g>`
      : '') +
    (beard
      ? `<path d="M44 62c2 14 10 22 20 22s18-8 20-22c-4 6-11 9-20 9s-16-3-20-9Z" fill="${hair}"/>`
      : '') +
    `<path d="M58 72c4 3 8 3 12 0" fill="none" stroke="#5B3A29" stroke-width="1.8" stroke-linecap="round"/>`;
  return svg(
    128,
    128,
    `<rect width="128" height="128" fill="${ground}"/>${back}` +
      `<path d="M18 128c2-24 20-38 46-38s44 14 46 38Z" fill="${shirt}"/><path d="M56 78h16v16c-5 4-11 4-16 0Z" fill="${skin}"/>` +
      `<ellipse cx="64" cy="60" rx="20" ry="24" fill="${skin}"/>${top}${eyes}${extras}`,
  );
}

async function out(rel, data) {
  const file = join(root, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  console.log(`${rel.padEnd(40)} ${String(data.length).padStart(7)} bytes`);
}

await out(
  'public/images/brand/logo-mark.svg',
  svg(64, 64, star(32, 32, 31), 'Northstar Consulting'),
);
await out('app/icon.svg', tile(64));
await out('app/apple-icon.png', await png(tile(180, { round: false, k: 0.36 }), 180));
await out('public/icon-192.png', await png(tile(192, { round: false, k: 0.32 }), 192));
await out('public/icon-512.png', await png(tile(512, { round: false, k: 0.32 }), 512));
await out(
  'public/images/brand/logo-512.png',
  await png(tile(512, { round: false, bg: '#FFFFFF', k: 0.42 }), 512),
);
const images = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await png(tile(size, { k: size < 32 ? 0.5 : 0.44, simple: size < 32 }), size),
  })),
);
await out('app/favicon.ico', ico(images));
for (const [slug, look] of Object.entries(portraits)) {
  await out(
    `public/images/testimonials/${slug}.png`,
    await sharp(Buffer.from(portrait(look)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
}
