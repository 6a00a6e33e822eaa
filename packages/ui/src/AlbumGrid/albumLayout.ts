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
 * Groups in one pass, keeping the items' order inside each group with
 * pickup-flagged items first (talk §4). Date groups run newest first, folder
 * and member groups in order of first appearance, the no-folder / no-date
 * group last. 100,000 items take a few milliseconds.
 */
export const groupAlbumItems = (items: readonly AlbumGridItem[], by: AlbumGroupBy): AlbumGroup[] => {
  const groups = new Map<string, { pickup: AlbumGridItem[]; rest: AlbumGridItem[] }>();
  for (const item of items) {
    const key = keyOf(item, by);
    let g = groups.get(key);
    if (!g) {
      g = { pickup: [], rest: [] };
      groups.set(key, g);
    }
    (item.pickup ? g.pickup : g.rest).push(item);
  }
  const keys = [...groups.keys()];
  if (by === 'registrationDate' || by === 'shootingDate') keys.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const last = by === 'folder' ? NO_FOLDER : by === 'shootingDate' ? NO_DATE : null;
  if (last !== null && groups.has(last)) {
    keys.splice(keys.indexOf(last), 1);
    keys.push(last);
  }
  return keys.map((key) => {
    const g = groups.get(key) ?? { pickup: [], rest: [] };
    const label = by === 'registrationDate' || by === 'shootingDate' ? formatDate(key) : key;
    return { key, label, items: g.pickup.length ? [...g.pickup, ...g.rest] : g.rest };
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
