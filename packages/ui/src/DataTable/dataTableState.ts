/**
 * The DataTable's pure state (no DOM): the sort a header click asks for, the
 * pages a pager shows and the column list a chooser edits. Unit-tested in Node.
 */

export type SortDirection = 'asc' | 'desc';
export type SortState = { readonly id: string; readonly direction: SortDirection };

/** A click on a sortable header: a new column sorts ascending; the same column flips. */
export const nextSort = (current: SortState | null | undefined, id: string): SortState =>
  current?.id === id
    ? { id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { id, direction: 'asc' };

/** aria-sort of a header, so a screen reader announces the order. */
export const ariaSort = (
  current: SortState | null | undefined,
  id: string,
): 'ascending' | 'descending' | 'none' => {
  if (current?.id !== id) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
};

export const pageCount = (total: number, perPage: number): number =>
  perPage <= 0 ? 1 : Math.max(1, Math.ceil(Math.max(0, total) / perPage));

/** The page clamped to 1..pageCount. */
export const clampPage = (page: number, total: number, perPage: number): number =>
  Math.min(Math.max(1, Math.floor(page)), pageCount(total, perPage));

/**
 * The page numbers a pager shows: the first, the last, and `around` either
 * side of the current one, with null where pages are skipped (an ellipsis).
 */
export const pageWindow = (page: number, pages: number, around = 2): (number | null)[] => {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  });
  return out;
};

/** "1–30件 / 66件": the rows the page shows out of the total. */
export const rangeLabel = (page: number, perPage: number, total: number): string => {
  if (total <= 0) return '0件';
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return `${first}–${last}件 / ${total}件`;
};

/** Shows or hides a column; `locked` columns always stay (the row's name). */
export const toggleColumn = <C extends string>(
  visible: readonly C[],
  id: C,
  allInOrder: readonly C[],
  locked: readonly C[] = [],
): C[] => {
  if (locked.includes(id)) return [...visible];
  if (visible.includes(id)) return visible.filter((c) => c !== id);
  // A column shown again goes back to its place in the full order.
  const next = new Set([...visible, id]);
  const placed = allInOrder.filter((c) => next.has(c));
  const unknown = visible.filter((c) => !allInOrder.includes(c));
  return [...placed, ...unknown];
};

/** Moves a visible column one step left (-1) or right (+1); locked columns do not move and are not passed. */
export const moveColumn = <C extends string>(
  visible: readonly C[],
  id: C,
  step: -1 | 1,
  locked: readonly C[] = [],
): C[] => {
  const from = visible.indexOf(id);
  const to = from + step;
  const target = visible[to];
  if (from < 0 || target === undefined || locked.includes(id) || locked.includes(target)) return [...visible];
  const next = [...visible];
  next[from] = target;
  next[to] = id;
  return next;
};
