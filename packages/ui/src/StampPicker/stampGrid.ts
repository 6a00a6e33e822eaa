/**
 * Roving focus in the stamp grid (no DOM): which cell an arrow key, Home or
 * End moves to from `index` in a grid of `count` cells, `columns` wide.
 * Moves stop at the edges rather than wrap, as a grid's arrow keys do.
 */
export const STAMP_COLUMNS = 4;

export const nextStampIndex = (
  index: number,
  key: string,
  count: number,
  columns = STAMP_COLUMNS,
): number => {
  if (count === 0) return 0;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return index;
  }
};
