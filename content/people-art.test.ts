import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heroSlides } from './home';
import * as peopleArt from './people-art';

const pictures = [...Object.values(peopleArt), ...heroSlides.map((slide) => slide.image)];
const file = (src: string) => readFileSync(join(__dirname, '..', 'public', src), 'utf8');

it('gives every illustration its file’s own size, so the page reserves its box', () => {
  for (const picture of pictures) {
    const root = file(picture.src).match(/^<svg[^>]*>/)![0];
    expect([root.match(/ width="(\d+)"/)![1], root.match(/ height="(\d+)"/)![1]]).toEqual([
      String(picture.width),
      String(picture.height),
    ]);
  }
});

it('draws every illustration as static SVG in the brand’s purple, not unDraw’s default', () => {
  for (const picture of pictures) {
    const svg = file(picture.src).toLowerCase();
    expect(svg).toContain('#9b51e0');
    expect(svg).not.toContain('#6c63ff');
    expect(svg).not.toMatch(/<script|<foreignobject|on[a-z]+=/);
  }
});

it('shows each picture once across the pages, each with words of its own', () => {
  expect(new Set(pictures.map((picture) => picture.src)).size).toBe(pictures.length);
  expect(pictures.every((picture) => picture.alt.length > 30)).toBe(true);
});
