/**
 * Whether the item at `index` is alone on the last row of a grid of two columns: such a card is
 * centred at its own width (the grid is drawn on four tracks, each card spanning two) rather
 * than stretched across the row. Test seam: the arithmetic is tested alone.
 */
export function aloneOnLastRow(index: number, count: number): boolean {
  return count > 1 && count % 2 === 1 && index === count - 1;
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
