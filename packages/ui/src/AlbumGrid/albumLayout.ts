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
  /** The place category (talk §3 building_picture_place_id) and the photo's place in its saved order. */
  placeId?: number | null;
  placeName?: string | null;
  placeSort?: number | null;
  /** The time category (施工前/施工中/施工後, building_picture_time_id) and its saved order. */
  timeId?: number | null;
  timeName?: string | null;
  timeSort?: number | null;
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
const NO_PLACE = '場所なし';
const NO_TIME = '時期なし';

/** The groupings whose photos keep a saved order: their sort id's field (null for the others). */
export const orderedBy = (by: AlbumGroupBy): 'place' | 'time' | null =>
  by === 'place' || by === 'time' ? by : null;

/** A category's group key, made once per id: not a new string per photo (100,000 of them). */
const categoryKeys = new Map<number, string>();
const categoryKey = (prefix: 'place-' | 'time-', id: number): string => {
  const probe = prefix === 'place-' ? id : -1 - id;
  let key = categoryKeys.get(probe);
  if (key === undefined) {
    key = `${prefix}${id}`;
    categoryKeys.set(probe, key);
  }
  return key;
};

const keyOf = (item: AlbumGridItem, by: AlbumGroupBy): string => {
  if (by === 'folder') return item.folderName ?? NO_FOLDER;
  if (by === 'registrationDate') return item.registeredDate;
  if (by === 'shootingDate') return item.shotDate ?? NO_DATE;
  // Categories by id: two projects may each have a place named 外壁.
  if (by === 'place') return item.placeId == null ? NO_PLACE : categoryKey('place-', item.placeId);
  if (by === 'time') return item.timeId == null ? NO_TIME : categoryKey('time-', item.timeId);
  return item.memberName;
};

const categoryLabelOf = (item: AlbumGridItem, by: 'place' | 'time'): string =>
  by === 'place'
    ? item.placeId == null
      ? NO_PLACE
      : (item.placeName ?? NO_PLACE)
    : item.timeId == null
      ? NO_TIME
      : (item.timeName ?? NO_TIME);

/** A photo's place in its category's saved order; one never ordered comes after the ordered ones. */
export const sortIdOf = (item: AlbumGridItem, by: 'place' | 'time'): number =>
  (by === 'place' ? item.placeSort : item.timeSort) ?? Number.POSITIVE_INFINITY;

/** A position in a group fits below this (22 bits); a sort id below UNORDERED (30 bits): a key is exact in a double. */
const POSITIONS = 2 ** 22;
const UNORDERED = 2 ** 30;

/**
 * Items [from, to) of `list` in their saved order, stable (unordered ones keep newest first). Each
 * item's key is its sort id and position in one double, sorted as a Float64Array without a
 * comparator: sorting 100,000 tiles by a comparator that read both tiles' fields took about 10 ms.
 * Already in order (no saved order, or nothing moved since): left as it is after one pass.
 */
const sortRange = (list: AlbumGridItem[], from: number, to: number, by: 'place' | 'time') => {
  const n = to - from;
  if (n < 2 || n >= POSITIONS) return;
  const keys = new Float64Array(n);
  let inOrder = true;
  for (let i = 0; i < n; i++) {
    const item = list[from + i] as AlbumGridItem;
    const sort = by === 'place' ? item.placeSort : item.timeSort;
    const at = sort == null || !(sort >= 0) ? UNORDERED : Math.min(UNORDERED, Math.floor(sort));
    keys[i] = at * POSITIONS + i;
    if (i > 0 && (keys[i] as number) < (keys[i - 1] as number)) inOrder = false;
  }
  if (inOrder) return;
  keys.sort();
  const part = list.slice(from, to);
  for (let i = 0; i < n; i++) list[from + i] = part[(keys[i] as number) % POSITIONS] as AlbumGridItem;
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
  const ordered = orderedBy(by);
  // A category's name, from its first photo (the key is its id).
  const labels: string[] = [];
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
        if (ordered) labels.push(categoryLabelOf(item, ordered));
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
  // Place and time groups in their saved order, pickup-flagged photos first still (talk §4).
  if (ordered)
    for (let g = 0; g < groupCount; g++) {
      const list = members[g] as AlbumGridItem[];
      sortRange(list, 0, pickups[g] ?? 0, ordered);
      sortRange(list, pickups[g] ?? 0, list.length, ordered);
    }
  const order = keysInOrder.map((_, g) => g);
  if (by === 'registrationDate' || by === 'shootingDate')
    order.sort((a, b) => {
      const ka = keysInOrder[a] ?? '';
      const kb = keysInOrder[b] ?? '';
      return ka < kb ? 1 : ka > kb ? -1 : 0;
    });
  const last =
    by === 'folder'
      ? NO_FOLDER
      : by === 'shootingDate'
        ? NO_DATE
        : by === 'place'
          ? NO_PLACE
          : by === 'time'
            ? NO_TIME
            : null;
  const lastIndex = last === null ? undefined : indexOfKey.get(last);
  if (lastIndex !== undefined) {
    order.splice(order.indexOf(lastIndex), 1);
    order.push(lastIndex);
  }
  return order.map((g) => {
    const key = keysInOrder[g] ?? '';
    const label = ordered
      ? (labels[g] ?? key)
      : by === 'registrationDate' || by === 'shootingDate'
        ? formatDate(key)
        : key;
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
 * The grid's rows as arithmetic over its groups: each group is a header and
 * ceil(n / perRow) rows of one height, so a row, its position and the row at
 * a scroll offset follow from the group's first row and top (a binary search
 * over the groups, then a division). Nothing per photo or per row is built:
 * 100,000 photos lay out in the time of their few groups (issue 12: a row
 * object each cost 20,000 objects and the garbage they left).
 * Arrays hold one entry per group plus the end (the totals).
 */
export type AlbumLayout = {
  perRow: number;
  rowHeight: number;
  /** Index of each group's header row. */
  firstRow: Int32Array;
  /** Top of each group's header. */
  top: Float64Array;
  /** Index of each group's first tile among the tiles of open groups (keyboard order). */
  firstTile: Int32Array;
  /** The group's item count when open, 0 when collapsed. */
  shown: Int32Array;
  rowCount: number;
  /** Tiles of open groups. */
  tileCount: number;
  height: number;
};

export const layoutAlbumRows = (
  groups: readonly AlbumGroup[],
  perRow: number,
  rowHeight: number,
  collapsed: ReadonlySet<string>,
): AlbumLayout => {
  const n = groups.length;
  const firstRow = new Int32Array(n + 1);
  const top = new Float64Array(n + 1);
  const firstTile = new Int32Array(n + 1);
  const shown = new Int32Array(n);
  let row = 0;
  let y = 0;
  let tiles = 0;
  for (let g = 0; g < n; g++) {
    const group = groups[g] as AlbumGroup;
    firstRow[g] = row;
    top[g] = y;
    firstTile[g] = tiles;
    const count = collapsed.has(group.key) ? 0 : group.items.length;
    shown[g] = count;
    const tileRows = Math.ceil(count / perRow);
    row += 1 + tileRows;
    y += GROUP_HEADER_HEIGHT + tileRows * rowHeight;
    tiles += count;
  }
  firstRow[n] = row;
  top[n] = y;
  firstTile[n] = tiles;
  return { perRow, rowHeight, firstRow, top, firstTile, shown, rowCount: row, tileCount: tiles, height: y };
};

/** The last g with values[g] <= x (values ascending, one per group plus the end). */
const groupAtOrBefore = (values: Int32Array | Float64Array, groupCount: number, x: number): number => {
  let lo = 0;
  let hi = groupCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((values[mid] as number) <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

const groupCountOf = (layout: AlbumLayout) => layout.shown.length;

/** Row r of the layout (0 <= r < rowCount). */
export const rowAt = (layout: AlbumLayout, r: number): AlbumRow => {
  const g = groupAtOrBefore(layout.firstRow, groupCountOf(layout), r);
  const k = r - (layout.firstRow[g] as number);
  const groupTop = layout.top[g] as number;
  if (k === 0) return { kind: 'header', group: g, top: groupTop, height: GROUP_HEADER_HEIGHT };
  const from = (k - 1) * layout.perRow;
  return {
    kind: 'tiles',
    group: g,
    from,
    to: Math.min(from + layout.perRow, layout.shown[g] as number),
    top: groupTop + GROUP_HEADER_HEIGHT + (k - 1) * layout.rowHeight,
    height: layout.rowHeight,
  };
};

/** The index of the row under offset y (clamped to the rows). */
export const rowIndexAt = (layout: AlbumLayout, y: number): number => {
  if (layout.rowCount === 0) return 0;
  const groupCount = groupCountOf(layout);
  const g = groupAtOrBefore(layout.top, groupCount, Math.max(0, y));
  const inside = y - (layout.top[g] as number) - GROUP_HEADER_HEIGHT;
  const tileRows = Math.ceil((layout.shown[g] as number) / layout.perRow);
  const k = inside < 0 ? 0 : 1 + Math.min(tileRows - 1, Math.floor(inside / layout.rowHeight));
  return Math.min(layout.rowCount - 1, (layout.firstRow[g] as number) + Math.max(0, k));
};

/** Where tile t (keyboard order: open groups' tiles in display order) is: its group and place in it. */
export const tileAt = (layout: AlbumLayout, t: number): { group: number; index: number } => {
  const g = groupAtOrBefore(layout.firstTile, groupCountOf(layout), t);
  return { group: g, index: t - (layout.firstTile[g] as number) };
};

/** The row showing tile t. */
export const rowOfTile = (layout: AlbumLayout, t: number): number => {
  const { group, index } = tileAt(layout, t);
  return (layout.firstRow[group] as number) + 1 + Math.floor(index / layout.perRow);
};

/** Tile number (keyboard order) of a tile row's first tile. */
export const firstTileOfRow = (layout: AlbumLayout, row: AlbumRow): number =>
  (layout.firstTile[row.group] as number) + (row.kind === 'tiles' ? row.from : 0);

/** Every row, in order: for tests and small grids (the grid itself asks only for the rows in view). */
export const allRows = (layout: AlbumLayout): AlbumRow[] =>
  Array.from({ length: layout.rowCount }, (_, r) => rowAt(layout, r));
