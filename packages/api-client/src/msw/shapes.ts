/**
 * Variations of a fixture for the states stories need. They work on any
 * response shape: a list, or an object holding lists (`{ data: [...] }`).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/** Every list emptied, every other value kept: the "no data yet" state (データがありません). */
export const emptyLike = (value: unknown, depth = 0): unknown => {
  if (Array.isArray(value)) return [];
  if (!isRecord(value) || depth > 3) return value;
  const emptied = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, emptyLike(item, depth + 1)]),
  );
  // A page `{ data: [], total }` counts no rows.
  if (Object.values(value).some(Array.isArray) && typeof emptied.total === 'number') emptied.total = 0;
  return emptied;
};

/** A copy of a list item with a distinct `id`, so React keys and selections stay unique. */
const withIndex = (item: unknown, index: number): unknown => {
  if (!isRecord(item)) return item;
  const copy = structuredClone(item);
  if (typeof copy.id === 'number') copy.id = index + 1;
  else if (typeof copy.id === 'string') copy.id = `${copy.id}-${index + 1}`;
  return copy;
};

/**
 * Every list of rows grown (or cut) to `count` items by repeating its items: the "many rows" state.
 * A list of plain values (weekdays off, ids, names) is kept: repeating `[0]` 25 times gives no new
 * rows, only duplicates that a set-like schema refuses (a week has 7 days) and React keys collide on.
 */
export const manyLike = (value: unknown, count: number, depth = 0): unknown => {
  if (Array.isArray(value)) {
    if (value.length === 0 || !value.every(isRecord)) return value;
    return Array.from({ length: count }, (_, index) => withIndex(value[index % value.length], index));
  }
  if (!isRecord(value) || depth > 3) return value;
  const grown = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, manyLike(item, count, depth + 1)]),
  );
  // A page `{ data: [...], total }` keeps its total in step with the rows.
  const grewList = Object.values(value).some((item) => Array.isArray(item) && item.length > 0);
  if (grewList && typeof grown.total === 'number') grown.total = count;
  return grown;
};
