import type { AlbumGridItem, AlbumGroup } from './albumLayout.ts';
import type { ItemId } from './albumSelection.ts';

/**
 * The saved order of a place or time group (talk §3 place_sort_id / time_sort_id), as a pure state:
 * where a dragged photo may go, the group's order after the move, and what a screen reader hears.
 * No DOM: the grid's drag layer (dnd-kit) asks these.
 */

/** How many photos at the head of the group are pickup-flagged: they stay first (talk §4). */
export const pickupCountOf = (items: readonly AlbumGridItem[]): number => {
  let n = 0;
  while (n < items.length && items[n]?.pickup) n++;
  return n;
};

/**
 * Where the photo at `from` may land when dropped at `to`: within its own part of the group, the
 * pickup-flagged photos or the others, so that pickups first still holds after any move.
 */
export const clampMove = (items: readonly AlbumGridItem[], from: number, to: number): number => {
  const pickups = pickupCountOf(items);
  const [low, high] = from < pickups ? [0, pickups - 1] : [pickups, items.length - 1];
  return Math.min(high, Math.max(low, to));
};

/**
 * The group's photos after moving the one at `from` to `to` (clamped, see clampMove); null when
 * nothing moves. Upload placeholders are not part of an order and never move.
 */
export const moveInGroup = (
  items: readonly AlbumGridItem[],
  from: number,
  to: number,
): AlbumGridItem[] | null => {
  const moving = items[from];
  if (!moving || moving.status) return null;
  const at = clampMove(items, from, to);
  if (at === from) return null;
  const next = items.slice();
  next.splice(from, 1);
  next.splice(at, 0, moving);
  return next;
};

/** The ids of a group's stored photos in display order: the order updateBuildingPictureLastSorting saves. */
export const orderOf = (items: readonly AlbumGridItem[]): ItemId[] => {
  const ids: ItemId[] = [];
  for (const item of items) if (!item.status) ids.push(item.id);
  return ids;
};

/** Which group holds the item with this id, and where (one walk; only at a drag's start and end). */
export const findInGroups = (
  groups: readonly AlbumGroup[],
  id: ItemId,
): { group: number; index: number } | null => {
  for (let g = 0; g < groups.length; g++) {
    const index = (groups[g] as AlbumGroup).items.findIndex((item) => item.id === id);
    if (index >= 0) return { group: g, index };
  }
  return null;
};

const KEY_STEPS: Record<string, (perRow: number) => number> = {
  ArrowLeft: () => -1,
  ArrowRight: () => 1,
  ArrowUp: (perRow) => -perRow,
  ArrowDown: (perRow) => perRow,
};

/**
 * The tile a keyboard move goes to from `from` (the tile the photo is over now): the next one that
 * way in `order` (the group's mounted tiles in display order), a row (`perRow`) for up and down,
 * stopping at either end; undefined for another key or no move.
 */
export const keyboardMoveTarget = (
  order: readonly ItemId[],
  from: ItemId,
  code: string,
  perRow: number,
): ItemId | undefined => {
  const step = KEY_STEPS[code];
  const at = order.indexOf(from);
  if (!step || at < 0) return undefined;
  const to = Math.min(order.length - 1, Math.max(0, at + step(perRow)));
  return to === at ? undefined : order[to];
};

/** The screen reader's instructions for a photo that can be moved (dnd-kit's keyboard sensor). */
export const ORDER_INSTRUCTIONS =
  '並べ替えるには、スペースキーまたはEnterキーで写真を持ち上げ、矢印キーで移動し、スペースキーまたはEnterキーで置きます。Escapeキーで取り消します。';

type Named = { id: ItemId } | null;

/**
 * What dnd-kit announces while a photo moves, in Japanese: the photo by its file name and its place
 * in the group (`positionOf`: 1-based, or null when not known). Each message says where it is now.
 */
export const orderAnnouncements = (
  nameOf: (id: ItemId) => string,
  positionOf: (id: ItemId) => { index: number; count: number } | null,
) => {
  const at = (id: ItemId) => {
    const p = positionOf(id);
    return p ? `${p.count}枚中${p.index + 1}番目` : '';
  };
  return {
    onDragStart: ({ active }: { active: { id: ItemId } }) =>
      `${nameOf(active.id)}を持ち上げました。${at(active.id)}です。`,
    onDragOver: ({ active, over }: { active: { id: ItemId }; over: Named }) =>
      over
        ? `${nameOf(active.id)}を${at(over.id)}に移動しています。`
        : `${nameOf(active.id)}は並べ替えられる場所の外にあります。`,
    onDragEnd: ({ active, over }: { active: { id: ItemId }; over: Named }) =>
      over
        ? `${nameOf(active.id)}を${at(over.id)}に置きました。`
        : `${nameOf(active.id)}を元の位置に戻しました。`,
    onDragCancel: ({ active }: { active: { id: ItemId } }) =>
      `${nameOf(active.id)}の移動を取り消しました。元の位置に戻しました。`,
  };
};
