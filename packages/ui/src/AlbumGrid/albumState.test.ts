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
import { albumRecordsOf, pickSelectedRecords } from './albumRecords.ts';
import {
  displayOrder,
  type ItemId,
  moveFocus,
  pickSelected,
  prepareSelectAll,
  selectionStateOf,
  selectRange,
  toggleAll,
  toggleOne,
} from './albumSelection.ts';
import { SelectionBits } from './selectionBits.ts';

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

  it('select-all keeps many photos as bits that answer as the Set of their ids would', () => {
    const items = [item(40), item(3), item(7, { status: 'uploading' }), item(100), item(64)];
    const all = toggleAll(items, new Set([3]), false);
    expect(all).toBeInstanceOf(SelectionBits);
    expect([...all]).toEqual([40, 3, 100, 64]);
    expect(all.size).toBe(4);
    expect([all.has(64), all.has(7), all.has(65), all.has('64')]).toEqual([true, false, false, false]);
    const less = toggleOne(40, all);
    expect([...less, less.size]).toEqual([3, 100, 64, 3]);
    expect([...all]).toEqual([40, 3, 100, 64]); // unchanged: a change is a new selection
    expect([...toggleOne(40, less)]).toEqual([40, 3, 100, 64]);
    expect(toggleAll(items, all, true).size).toBe(0);
    // An id the bits do not cover (not among the items, or not a small integer): a plain Set.
    expect(toggleOne(999, all)).toBeInstanceOf(Set);
    expect([...toggleOne(999, all)].sort()).toEqual([100, 3, 40, 64, 999].sort());
    expect(toggleAll([item(1), { ...item(2), id: 'x' }], new Set(), false)).toBeInstanceOf(Set);
  });
  it('select-all over a selection of the same bits, prepared or not, and clearing it', () => {
    const items = [
      item(40),
      item(3),
      item(7, { status: 'uploading' }),
      { ...item(8), id: 'up-1', status: 'failed' as const },
      item(100),
      item(64),
    ];
    const some = toggleOne(100, toggleOne(3, toggleAll(items, new Set(), false)));
    expect([...some]).toEqual([40, 64]);
    prepareSelectAll(items);
    const all = toggleAll(items, some, 'indeterminate');
    expect(all).toBeInstanceOf(SelectionBits);
    expect([...all, all.size]).toEqual([40, 3, 100, 64, 4]);
    // Placeholders are in the items: the box stays partly checked, and clearing it still clears.
    expect(selectionStateOf(items, all)).toBe('indeterminate');
    const cleared = toggleAll(items, all, true);
    expect([cleared.size, [...cleared].length, cleared.has(40)]).toEqual([0, 0, false]);
    // A group's items among the whole: clearing those leaves the rest.
    const group = [items[0] as AlbumGridItem, items[3] as AlbumGridItem, items[4] as AlbumGridItem];
    const rest = toggleAll(group, all, true);
    expect([...rest, rest.size]).toEqual([3, 64, 2]);
    expect([...all]).toEqual([40, 3, 100, 64]); // unchanged
  });
  it('picks the records of a selection of bits in the records order, the list itself when all are', () => {
    const items = [item(5), item(2), item(9), item(1)];
    const records = albumRecordsOf(items.map((i) => ({ id: i.id as number, v: `r${i.id}` })));
    const all = toggleAll(items, new Set(), false);
    expect(pickSelectedRecords(all, records)).toBe(records.list);
    expect(pickSelectedRecords(toggleOne(2, all), records).map((r) => r.id)).toEqual([5, 9, 1]);
    expect(pickSelectedRecords(toggleOne(1, all), records).map((r) => r.id)).toEqual([5, 2, 9]);
    expect(pickSelectedRecords(toggleAll(items, all, true), records)).toEqual([]);
    // A plain Set: pickSelected, in the selection's order, without ids that have no record.
    expect(pickSelectedRecords(new Set<ItemId>([9, 'up', 5]), records).map((r) => r.id)).toEqual([9, 5]);
    // Bits over tiles with a placeholder first (the album's uploads): the photos' records all the same.
    const withUpload = [{ ...item(0), id: 'up', status: 'uploading' as const }, ...items];
    expect(pickSelectedRecords(toggleAll(withUpload, new Set(), false), records)).toBe(records.list);
  });
  it('select-all, one by one, ranges and clearing give the same selection as plain Sets (random runs)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    // Placeholders only in the 足場 group (odd ids): the other group's box clears as well as checks.
    const items = Array.from({ length: 80 }, (_, i) =>
      item(i * 3 + 1, i % 26 === 0 ? { status: 'failed' } : {}),
    );
    const groups = groupAlbumItems(items, 'folder');
    const order = displayOrder(groups);
    for (let run = 0; run < 30; run++) {
      let bits: ReadonlySet<ItemId> = new Set();
      let plain = new Set<ItemId>();
      for (let step = 0; step < 12; step++) {
        const kind = random(4);
        const target = order[random(order.length)]?.id ?? 1;
        const group = groups[random(groups.length)]?.items ?? [];
        if (kind === 0) {
          bits = toggleAll(group, bits);
          // As the box shows it: a group with a placeholder is never all checked, so it only adds.
          const all = group.length > 0 && group.every((i) => plain.has(i.id));
          for (const i of group)
            if (all) plain.delete(i.id);
            else if (!i.status) plain.add(i.id);
        } else if (kind === 1) {
          bits = toggleOne(target, bits);
          if (plain.has(target)) plain.delete(target);
          else plain.add(target);
        } else if (kind === 2) {
          const anchor = order[random(order.length)]?.id ?? null;
          bits = selectRange(order, anchor, target, bits);
          plain = new Set([...plain, ...selectRange(order, anchor, target, new Set())]);
        } else {
          bits = toggleAll(order, bits);
          const all = order.every((i) => plain.has(i.id));
          plain = all ? new Set() : new Set([...plain, ...order.filter((i) => !i.status).map((i) => i.id)]);
        }
        expect(new Set(bits)).toEqual(plain);
        expect(bits.size).toBe(plain.size);
        for (const i of items) expect(bits.has(i.id)).toBe(plain.has(i.id));
        expect(selectionStateOf(order, bits)).toBe(selectionStateOf(order, plain));
      }
    }
  });
});
