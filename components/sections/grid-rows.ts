/**
 * How many of a grid's first items span two columns so that every row is full: each widened item
 * takes one more cell, and `columns - count % columns` of them close the gap of the last row.
 * Test seam: the arithmetic is tested alone.
 */
export function widenedItems(count: number, columns: number): number {
  if (columns < 2) return 0;
  const gap = (columns - (count % columns)) % columns;
  return Math.min(gap, count);
}

/** The span classes of the item at `index`: two columns at a breakpoint where it is widened. */
export function itemSpanClass(
  index: number,
  count: number,
  columns: { sm: number; lg: number },
): string {
  const wideOnSm = index < widenedItems(count, columns.sm);
  const wideOnLg = index < widenedItems(count, columns.lg);
  return [
    wideOnSm ? 'sm:col-span-2' : '',
    wideOnLg ? 'lg:col-span-2' : wideOnSm ? 'lg:col-span-1' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Columns for items that must not be widened (points of a list, figures): the most columns, up
 * to `max`, that divide the count, so every row is full; 1 when only one column divides it.
 */
export function evenColumns(count: number, max: number): number {
  for (let columns = Math.min(max, count); columns > 1; columns -= 1) {
    if (count % columns === 0) return columns;
  }
  return 1;
}
