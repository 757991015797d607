// Generates the site's raster and SVG artwork from code: `node --no-warnings scripts/render-artwork.mjs`
// Site icons, brand mark and demo portraits (scripts/artwork/; the illustrations:
// scripts/render-illustrations.mjs). Deterministic: reruns give identical files.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { icoFile } from './artwork/ico.mjs';
import { iconTile, northStar } from './artwork/north-star.mjs';
import { WHITE } from './artwork/palette.mjs';
import { people, portrait } from './artwork/portraits.mjs';
import { svgDocument } from './artwork/svg.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The PNG of `svg` at `size` × `size`; a palette image where that is small enough. */
const iconPng = (svg, size) =>
  sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 48 })
    .toBuffer();

async function write(relative, data) {
  const file = join(root, relative);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  console.log(`${relative.padEnd(40)} ${String(data.length).padStart(7)} bytes`);
}

await write(
  'public/images/brand/logo-mark.svg',
  svgDocument(64, 64, northStar(32, 32, 31), 'Northstar Consulting'),
);
await write('app/icon.svg', iconTile(64));
// Platforms round these themselves.
const square = { rounded: false };
await write(
  'app/apple-icon.png',
  await iconPng(iconTile(180, { ...square, starShare: 0.36 }), 180),
);
for (const size of [192, 512])
  await write(
    `public/icon-${size}.png`,
    await iconPng(iconTile(size, { ...square, starShare: 0.32 }), size),
  );
await write(
  'public/images/brand/logo-512.png',
  await iconPng(iconTile(512, { ...square, background: WHITE, starShare: 0.42 }), 512),
);
// The favicon's smallest size draws the simple star, larger.
const favicons = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await iconPng(
      iconTile(size, { starShare: size < 32 ? 0.5 : 0.44, simple: size < 32 }),
      size,
    ),
  })),
);
await write('app/favicon.ico', icoFile(favicons));
for (const [slug, looks] of Object.entries(people))
  await write(
    `public/images/testimonials/${slug}.png`,
    await sharp(Buffer.from(portrait(looks)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
