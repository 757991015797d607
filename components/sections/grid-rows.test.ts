import { evenColumns, itemSpanClass, widenedItems } from './grid-rows';

/** The number of grid cells the items fill, each widened one taking two. */
const cells = (count: number, columns: number) => count + widenedItems(count, columns);

describe('grid rows', () => {
  it.each([
    [5, 3],
    [5, 2],
    [10, 4],
    [10, 3],
    [7, 3],
    [6, 4],
    [8, 4],
    [3, 2],
  ])('%i items in %i columns fill every row', (count, columns) => {
    expect(cells(count, columns) % columns).toBe(0);
    expect(widenedItems(count, columns)).toBeLessThan(columns);
  });

  it('widens nothing when the count already fills the rows', () => {
    expect(widenedItems(12, 4)).toBe(0);
    expect(widenedItems(9, 3)).toBe(0);
  });

  it('widens the first items per breakpoint', () => {
    expect(itemSpanClass(0, 5, { sm: 2, lg: 3 })).toBe('sm:col-span-2 lg:col-span-2');
    expect(itemSpanClass(1, 5, { sm: 2, lg: 3 })).toBe('');
    expect(itemSpanClass(0, 10, { sm: 2, lg: 4 })).toBe('lg:col-span-2');
    expect(itemSpanClass(0, 7, { sm: 2, lg: 4 })).toBe('sm:col-span-2 lg:col-span-2');
    expect(itemSpanClass(0, 9, { sm: 2, lg: 3 })).toBe('sm:col-span-2 lg:col-span-1');
  });
});

describe('evenColumns', () => {
  it.each([
    [4, 2, 2],
    [6, 3, 3],
    [4, 3, 2],
    [7, 2, 1],
    [5, 2, 1],
    [5, 3, 1],
    [9, 3, 3],
    [1, 3, 1],
  ])('%i items, at most %i columns: %i, every row full', (count, max, columns) => {
    expect(evenColumns(count, max)).toBe(columns);
    expect(count % evenColumns(count, max)).toBe(0);
  });
});
