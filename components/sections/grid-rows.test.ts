import { aloneOnLastRow, evenColumns } from './grid-rows';

describe('grid rows', () => {
  it('centres only the last card of an odd count', () => {
    expect([0, 1, 2, 3, 4].map((index) => aloneOnLastRow(index, 5))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect([0, 1, 2, 3].map((index) => aloneOnLastRow(index, 4))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(aloneOnLastRow(0, 1)).toBe(false);
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
