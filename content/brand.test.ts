import { readFileSync } from 'node:fs';
import { BRAND_CSS_PATH, brandCss } from '@/scripts/brand-css.mjs';
import { brandColors } from './brand';

describe('brand colours', () => {
  it('reach the stylesheet as they are defined: app/(site)/brand.css is what `npm run brand` writes', () => {
    expect(readFileSync(BRAND_CSS_PATH, 'utf8')).toBe(brandCss());
  });

  it('are six-digit hex colours, so every reader can parse them', () => {
    for (const value of Object.values(brandColors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});
