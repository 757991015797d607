/** @jest-environment node */
import { createCardCache } from './card-cache';

const png = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const text = (buffer: ArrayBuffer) => new TextDecoder().decode(buffer);

it('draws a card once and serves it from memory until it expires', async () => {
  let clock = 0;
  const cache = createCardCache(() => clock);
  const draw = jest.fn(async () => png('about'));
  await Promise.all([cache.get('/about', draw), cache.get('/about', draw)]);
  expect(text(await cache.get('/about', draw))).toBe('about');
  expect(draw).toHaveBeenCalledTimes(1);
  clock += 5 * 60_000 + 1;
  await cache.get('/about', draw);
  expect(draw).toHaveBeenCalledTimes(2);
});

it('keeps at most its bound, dropping the least recently used', async () => {
  const cache = createCardCache(() => 0, 3);
  for (const key of ['a', 'b', 'c']) await cache.get(key, async () => png(key));
  await cache.get('a', async () => png('unused'));
  await cache.get('d', async () => png('d'));
  expect(cache.size).toBe(3);
  const redraw = jest.fn(async () => png('b again'));
  expect(text(await cache.get('b', redraw))).toBe('b again');
  expect(text(await cache.get('a', redraw))).toBe('a');
});

it('draws again after a failed drawing', async () => {
  const cache = createCardCache(() => 0);
  await expect(cache.get('x', () => Promise.reject(new Error('font')))).rejects.toThrow('font');
  expect(text(await cache.get('x', async () => png('x')))).toBe('x');
});

it('holds a card while it is kept or being drawn, not once it has expired', async () => {
  let clock = 0;
  const cache = createCardCache(() => clock);
  expect(cache.holds('/about')).toBe(false);
  let finish: (png: ArrayBuffer) => void = () => {};
  const drawn = cache.get(
    '/about',
    () => new Promise<ArrayBuffer>((resolve) => (finish = resolve)),
  );
  expect(cache.holds('/about')).toBe(true);
  finish(png('about'));
  await drawn;
  expect(cache.holds('/about')).toBe(true);
  clock += 5 * 60_000 + 1;
  expect(cache.holds('/about')).toBe(false);
});
