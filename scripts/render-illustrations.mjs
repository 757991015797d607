// Renders the site's illustrations to static, optimised SVG files: `node scripts/render-illustrations.mjs`.
// The scenes are unDraw's (Katerina Limpitsouni; unDraw licence, see README), drawn through the
// iblis-react-undraw package (Apache-2.0) here, at script time, so no illustration code reaches
// the browser. Outputs public/images/illustrations/<name>.svg; content/ gives each its alt text.
import './illustrations/undraw-module-hooks.mjs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { optimize } from 'svgo';
import { recolour, sceneProps } from './illustrations/brand-colours.mjs';
import { scenes } from './illustrations/scenes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const components = join(root, 'node_modules/iblis-react-undraw/dist/components');
const outDir = join(root, 'public/images/illustrations');

/** The scene as a standalone SVG document sized by its own viewBox, in the brand's colours. */
async function draw(scene) {
  const { [`Svg${scene}`]: Scene } = await import(join(components, `${scene}.js`));
  const markup = renderToStaticMarkup(createElement(Scene, sceneProps));
  const [, , , width, height] = markup.match(/viewBox="([\d.-]+) ([\d.-]+) ([\d.]+) ([\d.]+)"/);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${markup.match(/viewBox="([^"]+)"/)[1]}" width="${Math.round(width)}" height="${Math.round(height)}">`;
  return markup
    .replace(/^<svg[^>]*>/, open)
    .replace(/#[0-9a-f]{6}\b/gi, (hex) => recolour[hex.toLowerCase()] ?? hex);
}

await mkdir(outDir, { recursive: true });
for (const [name, scene] of Object.entries(scenes)) {
  const { data } = optimize(await draw(scene), {
    multipass: true,
    floatPrecision: 1,
    plugins: ['preset-default'],
  });
  await writeFile(join(outDir, `${name}.svg`), `${data}\n`);
  const size = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${name}.svg`.padEnd(36),
    scene.padEnd(16),
    size(data.length).padStart(8),
    `(${size(gzipSync(data).length)} gzip)`,
  );
}
