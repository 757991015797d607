// Rules the copy keeps: each fact worded once, and one spelling within a list of names.
import { about } from './about';
import { servicePages } from './services';
import * as home from './home';

describe('one set of facts on home', () => {
  it('words none of their facts a second way', () => {
    const outsideBands = JSON.stringify(home, (key, value: unknown) =>
      key === 'stats' ? undefined : value,
    );
    expect(outsideBands).not.toMatch(/dozen|(?<!\d)\d+\+? (?:industries|projects|years|partners)/i);
  });
});

/** Every list of names in a content value: arrays of strings, and the titles of arrays of cards. */
function nameLists(value: unknown, found: string[][] = []): string[][] {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) found.push(value);
    const titles = value.map((item) => (item as { title?: unknown })?.title);
    if (titles.every((title) => typeof title === 'string')) found.push(titles as string[]);
  }
  if (value && typeof value === 'object')
    for (const child of Object.values(value)) nameLists(child, found);
  return found;
}

// The stems whose British and American spellings differ in the site's names.
const STEMS =
  /(?:local|optim|organ|special|personal|custom|modern|util|prior|author|standard|central)i([sz])/gi;

describe('no list of names mixes two spellings', () => {
  const contents: [string, unknown][] = [
    ['home', home],
    ['/about', about],
    ...servicePages.map((page): [string, unknown] => [page.slug, page]),
  ];
  it.each(contents)('%s', (_, content) => {
    for (const list of nameLists(content)) {
      const letters = new Set(
        list.flatMap((name) => [...name.matchAll(STEMS)].map((m) => m[1]!.toLowerCase())),
      );
      expect({ list, mixed: letters.size > 1 }).toEqual({ list, mixed: false });
    }
  });
});
