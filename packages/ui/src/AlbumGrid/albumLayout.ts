import type { AlbumGroupBy } from '@genba/validators';

/** One photo as the grid needs it: data comes in as props (the grid fetches nothing). */
export type AlbumGridItem = {
  id: number | string;
  /** Thumbnail source for <img>. */
  src: string;
  /** The upload file name: part of the tile's alt text. */
  name: string;
  folderName: string | null;
  /** `YYYY-MM-DD` in Japan. */
  registeredDate: string;
  shotDate: string | null;
  memberName: string;
  board?: boolean;
  pickup?: boolean;
  /** An updated contractor file not yet opened (talk §4). */
  unread?: boolean;
  /** Upload placeholders (talk §4): uploading, or failed with retry. */
  status?: 'uploading' | 'failed';
};

export type AlbumGroup = { key: string; label: string; items: AlbumGridItem[] };

/** Talk §2 layout variants and their cell widths (talk §9: 192 album, 140 talk and daily). */
export const ALBUM_GRID_VARIANTS = [
  'talk',
  'album',
  'daily',
  'report',
  'commonDaily',
  'commonAlbum',
] as const;
export type AlbumGridVariant = (typeof ALBUM_GRID_VARIANTS)[number];
export const cellWidthOf = (variant: AlbumGridVariant): number =>
  variant === 'album' || variant === 'commonAlbum' ? 192 : 140;

/** Header row height of a group, in pixels. */
export const GROUP_HEADER_HEIGHT = 44;

const NO_FOLDER = 'フォルダなし';
const NO_DATE = '撮影日なし';

const keyOf = (item: AlbumGridItem, by: AlbumGroupBy): string => {
  if (by === 'folder') return item.folderName ?? NO_FOLDER;
  if (by === 'registrationDate') return item.registeredDate;
  if (by === 'shootingDate') return item.shotDate ?? NO_DATE;
  return item.memberName;
};

const formatDate = (iso: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.replaceAll('-', '/') : iso;

/**
 * Groups keeping the items' order inside each group with pickup-flagged items
 * first (talk §4). Date groups run newest first, folder and member groups in
 * order of first appearance, the no-folder / no-date group last.
 *
 * Two passes over typed arrays, so nothing grows: the first finds each item's
 * group (neighbours usually share one, so the map is asked only on a change)
 * and counts, the second writes every item straight into its group's array,
 * sized once. Pushing into growing arrays and joining the pickup and other
 * halves took 6–19 ms for 100,000 photos (scripts/bench-album.ts).
 */
export const groupAlbumItems = (items: readonly AlbumGridItem[], by: AlbumGroupBy): AlbumGroup[] => {
  const indexOfKey = new Map<string, number>();
  const keysInOrder: string[] = [];
  const groupOf = new Int32Array(items.length);
  // Read once here: the second pass then only moves references and touches no photo again.
  const isPickup = new Uint8Array(items.length);
  let counts = new Int32Array(16);
  let pickups = new Int32Array(16);
  let lastKey: string | undefined;
  let lastGroup = -1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as AlbumGridItem;
    const key = keyOf(item, by);
    if (key !== lastKey) {
      let g = indexOfKey.get(key);
      if (g === undefined) {
        g = keysInOrder.length;
        indexOfKey.set(key, g);
        keysInOrder.push(key);
        if (g >= counts.length) {
          const grownCounts = new Int32Array(counts.length * 2);
          grownCounts.set(counts);
          counts = grownCounts;
          const grownPickups = new Int32Array(pickups.length * 2);
          grownPickups.set(pickups);
          pickups = grownPickups;
        }
      }
      lastKey = key;
      lastGroup = g;
    }
    groupOf[i] = lastGroup;
    counts[lastGroup] = (counts[lastGroup] ?? 0) + 1;
    if (item.pickup) {
      isPickup[i] = 1;
      pickups[lastGroup] = (pickups[lastGroup] ?? 0) + 1;
    }
  }
  const groupCount = keysInOrder.length;
  const members: AlbumGridItem[][] = [];
  // Where the next pickup and the next other item of each group go.
  const nextPickup = new Int32Array(groupCount);
  const nextRest = new Int32Array(groupCount);
  for (let g = 0; g < groupCount; g++) {
    members.push(new Array<AlbumGridItem>(counts[g] ?? 0));
    nextRest[g] = pickups[g] ?? 0;
  }
  for (let i = 0; i < items.length; i++) {
    const g = groupOf[i] ?? 0;
    const list = members[g] as AlbumGridItem[];
    const next = isPickup[i] ? nextPickup : nextRest;
    const at = next[g] ?? 0;
    list[at] = items[i] as AlbumGridItem;
    next[g] = at + 1;
  }
  const order = keysInOrder.map((_, g) => g);
  if (by === 'registrationDate' || by === 'shootingDate')
    order.sort((a, b) => {
      const ka = keysInOrder[a] ?? '';
      const kb = keysInOrder[b] ?? '';
      return ka < kb ? 1 : ka > kb ? -1 : 0;
    });
  const last = by === 'folder' ? NO_FOLDER : by === 'shootingDate' ? NO_DATE : null;
  const lastIndex = last === null ? undefined : indexOfKey.get(last);
  if (lastIndex !== undefined) {
    order.splice(order.indexOf(lastIndex), 1);
    order.push(lastIndex);
  }
  return order.map((g) => {
    const key = keysInOrder[g] ?? '';
    const label = by === 'registrationDate' || by === 'shootingDate' ? formatDate(key) : key;
    return { key, label, items: members[g] ?? [] };
  });
};

/** The number of tiles per row for the available width: at least 1. */
export const tilesPerRow = (width: number, cellWidth: number): number =>
  Math.max(1, Math.floor(width / cellWidth));

/** A virtual row: a group header, or one row of tiles (items from..to of the group, exclusive). */
export type AlbumRow =
  | { kind: 'header'; group: number; top: number; height: number }
  | { kind: 'tiles'; group: number; from: number; to: number; top: number; height: number };

/**
 * Flattens groups into rows for the virtualiser: a header per group, then
 * ceil(n / perRow) tile rows unless the group is collapsed. Positions are
 * cumulative, so the total height is the last row's end.
 */
export const layoutAlbumRows = (
  groups: readonly AlbumGroup[],
  perRow: number,
  rowHeight: number,
  collapsed: ReadonlySet<string>,
): { rows: AlbumRow[]; height: number } => {
  const rows: AlbumRow[] = [];
  let top = 0;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    if (!group) continue;
    rows.push({ kind: 'header', group: g, top, height: GROUP_HEADER_HEIGHT });
    top += GROUP_HEADER_HEIGHT;
    if (collapsed.has(group.key)) continue;
    for (let from = 0; from < group.items.length; from += perRow) {
      rows.push({
        kind: 'tiles',
        group: g,
        from,
        to: Math.min(from + perRow, group.items.length),
        top,
        height: rowHeight,
      });
      top += rowHeight;
    }
  }
  return { rows, height: top };
};
