import type { AlbumGridItem, AlbumGroup } from './albumLayout.ts';
import { itemBitsOf, SelectionBits } from './selectionBits.ts';

export type ItemId = AlbumGridItem['id'];
export type TriState = boolean | 'indeterminate';

/**
 * Selections toggleAll made by checking every selectable item of an array,
 * with their state for that array: the select-all box of 100,000 photos then
 * shows it without a walk over them (issue 12). Selections are never changed
 * in place (each change is a new set), so an entry stays true.
 */
const checkedAll = new WeakMap<ReadonlySet<ItemId>, { items: readonly AlbumGridItem[]; state: TriState }>();

/** How many of these items are selected: checked, unchecked or indeterminate (talk §2 select-all box). */
export const selectionStateOf = (
  items: readonly AlbumGridItem[],
  selected: ReadonlySet<ItemId>,
): TriState => {
  if (selected.size === 0 || items.length === 0) return false;
  const known = checkedAll.get(selected);
  if (known?.items === items) return known.state;
  // Stops at the first selected item after an unselected one (or the reverse): a partial selection
  // of 100,000 photos is known as soon as both kinds are seen.
  let some = false;
  let missing = false;
  for (let i = 0; i < items.length; i++) {
    if (selected.has((items[i] as AlbumGridItem).id)) some = true;
    else missing = true;
    if (some && missing) return 'indeterminate';
  }
  return some;
};

/**
 * The selected ids' records, in the selection's order, skipping ids with no
 * record (an upload placeholder): one pass, no array per id (a select-all of
 * 100,000 photos spread and flat-mapped them, issue 12).
 */
export const pickSelected = <T>(
  selected: ReadonlySet<ItemId>,
  byId: { get(id: ItemId): T | undefined },
): T[] => {
  const out: T[] = [];
  for (const id of selected) {
    const record = byId.get(id);
    if (record !== undefined) out.push(record);
  }
  return out;
};

/** How many of the items can be selected (not upload placeholders), counted once per items array. */
const selectable = new WeakMap<readonly AlbumGridItem[], number>();
const selectableCountOf = (items: readonly AlbumGridItem[]): number => {
  let count = selectable.get(items);
  if (count === undefined) {
    count = 0;
    for (let i = 0; i < items.length; i++) if (!(items[i] as AlbumGridItem).status) count++;
    selectable.set(items, count);
  }
  return count;
};

/**
 * Works out ahead what a select-all of these items needs (their bits and
 * selectable count), so that the click finds it ready: the grid calls it
 * after a render that made a new display order (issue 12).
 */
export const prepareSelectAll = (items: readonly AlbumGridItem[]): void => {
  selectableCountOf(items);
  itemBitsOf(items);
};

/**
 * Select-all of a group or of everything: checks all unless all are checked,
 * then clears them. Selecting many answers SelectionBits (a bit per id), not
 * a Set of every id.
 */
export const toggleAll = (
  items: readonly AlbumGridItem[],
  selected: ReadonlySet<ItemId>,
  /** The items' state when the caller has it already (the box shows it): not walked again. */
  state: TriState = selectionStateOf(items, selected),
): ReadonlySet<ItemId> => {
  if (state === true) {
    if (selected instanceof SelectionBits) return selected.without(items);
    const next = new Set(selected);
    for (const item of items) next.delete(item.id);
    return next;
  }
  // Upload placeholders are never selected: with one among the items, they are only partly selected.
  const checked = selectableCountOf(items);
  let next: ReadonlySet<ItemId> | null = SelectionBits.all(items, selected);
  if (!next) {
    const set = new Set(selected);
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as AlbumGridItem;
      if (!item.status) set.add(item.id);
    }
    next = set;
  }
  checkedAll.set(next, {
    items,
    state: checked === 0 ? selectionStateOf(items, next) : checked === items.length ? true : 'indeterminate',
  });
  return next;
};

export const toggleOne = (id: ItemId, selected: ReadonlySet<ItemId>): ReadonlySet<ItemId> => {
  const bits = selected instanceof SelectionBits ? selected.with([id], !selected.has(id)) : null;
  if (bits) return bits;
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** The items in display order across groups (collapsed groups included: a range may span them). */
export const displayOrder = (groups: readonly AlbumGroup[]): AlbumGridItem[] =>
  groups.flatMap((g) => g.items);

/**
 * Shift-click: selects every item between the anchor and the clicked item in
 * display order, keeping what was already selected.
 */
export const selectRange = (
  order: readonly AlbumGridItem[],
  anchor: ItemId | null,
  target: ItemId,
  selected: ReadonlySet<ItemId>,
): ReadonlySet<ItemId> => {
  const to = order.findIndex((i) => i.id === target);
  const from = anchor === null ? to : order.findIndex((i) => i.id === anchor);
  if (to < 0) return selected;
  const [a, b] = from < 0 ? [to, to] : from < to ? [from, to] : [to, from];
  const range: ItemId[] = [];
  for (let i = a; i <= b; i++) {
    const item = order[i];
    if (item && !item.status) range.push(item.id);
  }
  const bits = selected instanceof SelectionBits ? selected.with(range, true) : null;
  if (bits) return bits;
  const next = new Set(selected);
  for (const id of range) next.add(id);
  return next;
};

/** Keyboard movement between tiles: arrows move by one or by a row, Home/End to the ends. */
export const moveFocus = (index: number, key: string, perRow: number, count: number): number | null => {
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  if (key === 'ArrowRight') return clamp(index + 1);
  if (key === 'ArrowLeft') return clamp(index - 1);
  if (key === 'ArrowDown') return clamp(index + perRow);
  if (key === 'ArrowUp') return clamp(index - perRow);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

/**
 * The selection without these ids (photos that left the album: hidden by another member, say).
 * The same selection when none of them was selected; a select-all's bits stay bits.
 */
export const deselect = (selected: ReadonlySet<ItemId>, ids: Iterable<ItemId>): ReadonlySet<ItemId> => {
  const hit: ItemId[] = [];
  for (const id of ids) if (selected.has(id)) hit.push(id);
  if (hit.length === 0) return selected;
  if (selected instanceof SelectionBits) {
    const fewer = selected.with(hit, false);
    if (fewer) return fewer;
  }
  const fewer = new Set(selected);
  for (const id of hit) fewer.delete(id);
  return fewer;
};
