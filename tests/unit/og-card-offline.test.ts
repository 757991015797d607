// The social card draws every glyph with the font it ships and never fetches anything: a job
// title in Devanagari, with an emoji and a lone surrogate, made drawable
// (lib/social-cards/drawable.ts) and drawn by next/og as the card route draws it, while every
// fetch fails. next/og loads its WebAssembly through a dynamic import Jest's VM cannot run, so it
// runs in a child Node process.
import { spawnSync } from 'node:child_process';
import { drawable } from '@/lib/social-cards/drawable';

const TITLE = 'Ramesh रमेश 🚀 ₹12 LPA \uD800 Java — Developer: “naïve” café, Łódź…';

const RENDER = `
import { createElement as h } from 'react';
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';
import { drawable } from './lib/social-cards/drawable.ts';
const fetches = [];
const local = globalThis.fetch;
// Its own WebAssembly comes as data: URLs; anything else would be the network.
globalThis.fetch = async (url, init) => {
  if (String(url).startsWith('data:')) return local(url, init);
  fetches.push(String(url));
  throw new Error('no network');
};
const title = process.env.CARD_TITLE;
const text = process.env.DRAWABLE === '1' ? drawable(title) : title;
let png = new Uint8Array(0);
try {
  png = new Uint8Array(await new ImageResponse(
    h('div', { style: { display: 'flex', fontSize: 64, width: '100%', height: '100%' } }, text),
    { width: 1200, height: 630 },
  ).arrayBuffer());
} catch {}
console.log(JSON.stringify({ fetches, png: [...png.slice(1, 4)], bytes: png.length }));
`;

function render(drawableOnly: boolean) {
  const result = spawnSync('node', ['--input-type=module', '-e', RENDER], {
    env: { ...process.env, CARD_TITLE: TITLE, DRAWABLE: drawableOnly ? '1' : '0' },
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as {
    fetches: string[];
    png: number[];
    bytes: number;
  };
}

it('keeps Latin letters, the site’s punctuation and ₹, and leaves out what the font lacks', () => {
  expect(drawable(TITLE)).toBe('Ramesh ₹12 LPA Java — Developer: “naïve” café, Łódź…');
});

it('draws the card as a PNG without fetching a font or an emoji', () => {
  const card = render(true);
  expect(card.fetches).toEqual([]);
  expect(card.png).toEqual([80, 78, 71]);
  expect(card.bytes).toBeGreaterThan(1000);
});

it('would fetch for the raw title (so the check above can fail)', () => {
  expect(render(false).fetches.length).toBeGreaterThan(0);
});
