import { describe, expect, it } from 'vitest';
import {
  type AlbumGridItem,
  allRows,
  cellWidthOf,
  firstTileOfRow,
  GROUP_HEADER_HEIGHT,
  groupAlbumItems,
  layoutAlbumRows,
  rowIndexAt,
  rowOfTile,
  tileAt,
  tilesPerRow,
} from './albumLayout.ts';
import {
  displayOrder,
  type ItemId,
  moveFocus,
  pickSelected,
  selectionStateOf,
  selectRange,
  toggleAll,
  toggleOne,
} from './albumSelection.ts';

const item = (id: number, over: Partial<AlbumGridItem> = {}): AlbumGridItem => ({
  id,
  src: `/t/${id}.jpg`,
  name: `IMG_${id}.jpg`,
  folderName: id % 2 ? '足場' : null,
  registeredDate: `2026-11-${String(10 + (id % 3)).padStart(2, '0')}`,
  shotDate: id % 5 ? `2026-11-0${1 + (id % 3)}` : null,
  memberName: id % 2 ? '山田 太郎' : '鈴木 一郎',
  ...over,
});

describe('groupAlbumItems', () => {
  it('groups by folder with the no-folder group last', () => {
    const groups = groupAlbumItems([item(2), item(1), item(4)], 'folder');
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['足場', 1],
      ['フォルダなし', 2],
    ]);
  });
  it('groups by dates newest first, shown as YYYY/MM/DD', () => {
    const groups = groupAlbumItems([item(1), item(2), item(3)], 'registrationDate');
    expect(groups.map((g) => g.label)).toEqual(['2026/11/12', '2026/11/11', '2026/11/10']);
  });
  it('puts pickup-flagged items first inside a group, keeping the order otherwise', () => {
    const [g] = groupAlbumItems([item(1), item(3), item(5, { pickup: true }), item(7)], 'memberName');
    expect(g?.items.map((i) => i.id)).toEqual([5, 1, 3, 7]);
  });
  it('groups 100,000 items in a few milliseconds', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => item(i));
    const started = performance.now();
    const groups = groupAlbumItems(many, 'registrationDate');
    layoutAlbumRows(groups, 5, 192, new Set());
    // A guard against quadratic work on a busy CI machine; `npm run bench:album` measures the real figure.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(100_000);
  });
});

describe('layoutAlbumRows', () => {
  it('places a header and ceil(n / perRow) tile rows per open group', () => {
    const groups = groupAlbumItems(
      [1, 3, 5, 7, 9, 11, 13].map((i) => item(i)),
      'folder',
    );
    const layout = layoutAlbumRows(groups, 3, 100, new Set());
    const rows = allRows(layout);
    expect(layout.height).toBe(GROUP_HEADER_HEIGHT + 300);
    expect(rows.map((r) => r.kind)).toEqual(['header', 'tiles', 'tiles', 'tiles']);
    expect(rows[3]).toMatchObject({ from: 6, to: 7, top: GROUP_HEADER_HEIGHT + 200 });
  });
  it('keeps only the header of a collapsed group', () => {
    const groups = groupAlbumItems([item(1), item(2)], 'folder');
    const rows = allRows(layoutAlbumRows(groups, 3, 100, new Set(['足場'])));
    expect(rows.map((r) => `${r.kind}:${r.group}`)).toEqual(['header:0', 'header:1', 'tiles:1']);
  });
  it('finds the row at an offset, and the row of each tile, as a walk over the rows does', () => {
    // Groups of 1..13 photos, one collapsed and one empty of open tiles: every edge of the arithmetic.
    const many = Array.from({ length: 60 }, (_, i) =>
      item(i, { folderName: `F${Math.floor(Math.sqrt(i * 3))}`, pickup: false }),
    );
    const groups = groupAlbumItems(many, 'folder');
    const layout = layoutAlbumRows(groups, 4, 100, new Set(['F3']));
    const rows = allRows(layout);
    // Rows are contiguous and end at the height.
    for (let r = 1; r < rows.length; r++)
      expect(rows[r]?.top).toBe((rows[r - 1]?.top ?? 0) + (rows[r - 1]?.height ?? 0));
    expect(layout.height).toBe((rows.at(-1)?.top ?? 0) + (rows.at(-1)?.height ?? 0));
    for (let y = -10; y < layout.height + 50; y += 7) {
      const r = rows.findLastIndex((row) => row.top <= Math.max(0, y));
      expect(rowIndexAt(layout, y), `offset ${y}`).toBe(r);
    }
    // Keyboard order: the open groups' tiles in display order.
    const tiles = rows.flatMap((row, r) =>
      row.kind === 'tiles'
        ? Array.from({ length: row.to - row.from }, (_, i) => ({ r, group: row.group, index: row.from + i }))
        : [],
    );
    expect(layout.tileCount).toBe(tiles.length);
    tiles.forEach((t, n) => {
      expect(rowOfTile(layout, n)).toBe(t.r);
      expect(tileAt(layout, n)).toEqual({ group: t.group, index: t.index });
    });
    rows.forEach((row) => {
      if (row.kind === 'tiles') expect(tiles[firstTileOfRow(layout, row)]).toMatchObject({ index: row.from });
    });
  });
  it('lays out no groups as nothing', () => {
    const layout = layoutAlbumRows([], 4, 100, new Set());
    expect([layout.rowCount, layout.height, rowIndexAt(layout, 500)]).toEqual([0, 0, 0]);
  });
  it('fits tiles to the width with the cell width of the variant', () => {
    expect(cellWidthOf('album')).toBe(192);
    expect(cellWidthOf('talk')).toBe(140);
    expect(tilesPerRow(1280 - 305, 192)).toBe(5);
    expect(tilesPerRow(1280 - 60, 192)).toBe(6);
    expect(tilesPerRow(100, 140)).toBe(1);
  });
});

describe('selection', () => {
  const items = [item(1), item(2), item(3)];
  it('is unchecked, indeterminate or checked', () => {
    expect(selectionStateOf(items, new Set())).toBe(false);
    expect(selectionStateOf(items, new Set([2]))).toBe('indeterminate');
    expect(selectionStateOf(items, new Set([1, 2, 3]))).toBe(true);
    // Partial at either end, and ids of other items do not count.
    expect(selectionStateOf(items, new Set([1, 2]))).toBe('indeterminate');
    expect(selectionStateOf(items, new Set([3]))).toBe('indeterminate');
    expect(selectionStateOf(items, new Set([9]))).toBe(false);
    expect(selectionStateOf([item(4, { status: 'uploading' })], new Set([1]))).toBe(false);
  });
  it('toggles by the state the caller passes, when it has it', () => {
    expect(toggleAll(items, new Set([1, 2, 3]), 'indeterminate').size).toBe(3);
    expect(toggleAll(items, new Set([1]), true).size).toBe(0);
  });
  it('picks the records of the selected ids in selection order, skipping ids without one', () => {
    const byId = new Map<number | string, string>([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    expect(pickSelected(new Set<number | string>([3, 'upload-x', 1]), byId)).toEqual(['c', 'a']);
    expect(pickSelected(new Set(), byId)).toEqual([]);
  });
  it('select-all checks everything, then clears it; upload placeholders are never selected', () => {
    const withUpload = [...items, item(4, { status: 'failed' })];
    const all = toggleAll(withUpload, new Set([2]));
    expect([...all].sort()).toEqual([1, 2, 3]);
    expect(toggleAll(items, all).size).toBe(0);
  });
  it('select-all knows its own state: the same as a walk over the items', () => {
    const withUpload = [...items, item(4, { status: 'uploading' })];
    const onlyUploads = [item(5, { status: 'failed' })];
    for (const list of [items, withUpload, onlyUploads]) {
      for (const before of [new Set<ItemId>(), new Set<ItemId>([2, 99])]) {
        const all = toggleAll(list, before, false);
        // A copy is a set toggleAll did not make: its state comes from the walk.
        expect(selectionStateOf(list, all)).toBe(selectionStateOf(list, new Set(all)));
      }
    }
    expect(selectionStateOf(items, toggleAll(items, new Set(), false))).toBe(true);
    expect(selectionStateOf(withUpload, toggleAll(withUpload, new Set(), false))).toBe('indeterminate');
    expect(selectionStateOf(onlyUploads, toggleAll(onlyUploads, new Set([2]), false))).toBe(false);
  });
  it('shift-click selects the range between the anchor and the target, in either direction', () => {
    const groups = groupAlbumItems([item(1), item(3), item(5), item(7)], 'memberName');
    const order = displayOrder(groups);
    expect([...selectRange(order, 7, 3, new Set())].sort()).toEqual([3, 5, 7]);
    expect([...selectRange(order, null, 5, toggleOne(1, new Set()))].sort()).toEqual([1, 5]);
  });
  it('moves focus by arrows within bounds', () => {
    expect(moveFocus(0, 'ArrowLeft', 5, 12)).toBe(0);
    expect(moveFocus(3, 'ArrowDown', 5, 12)).toBe(8);
    expect(moveFocus(9, 'ArrowDown', 5, 12)).toBe(11);
    expect(moveFocus(4, 'End', 5, 12)).toBe(11);
    expect(moveFocus(4, 'a', 5, 12)).toBeNull();
  });
});
