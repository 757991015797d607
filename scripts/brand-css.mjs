// Writes app/(site)/brand.css, the stylesheet theme's colours, from content/brand.ts (one source for the
// CSS, the components and the scripts). Run `npm run brand` after changing a colour; a unit test
// fails while the two differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brandColors } from '../content/brand.ts';

export const BRAND_CSS_PATH = fileURLToPath(new URL('../app/(site)/brand.css', import.meta.url));

export function brandCss() {
  const lines = Object.entries(brandColors).map(([name, value]) => `  --color-${name}: ${value};`);
  return `/* Written by \`npm run brand\` from content/brand.ts: change the colours there. */\n@theme {\n${lines.join('\n')}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(BRAND_CSS_PATH, brandCss());
