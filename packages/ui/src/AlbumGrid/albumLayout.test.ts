import { ALBUM_GROUP_BY, type AlbumGroupBy } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { type AlbumGridItem, groupAlbumItems, orderedBy, sortIdOf } from './albumLayout.ts';
import { makeAlbumItems } from './fixtures.ts';

/** The plain one-pass grouping the typed-array version replaced: the reference for its output. */
const reference = (items: readonly AlbumGridItem[], by: AlbumGroupBy) => {
  const keyOf = (item: AlbumGridItem) =>
    by === 'folder'
      ? (item.folderName ?? 'フォルダなし')
      : by === 'registrationDate'
        ? item.registeredDate
        : by === 'shootingDate'
          ? (item.shotDate ?? '撮影日なし')
          : by === 'place'
            ? item.placeId == null
              ? '場所なし'
              : `place-${item.placeId}`
            : by === 'time'
              ? item.timeId == null
                ? '時期なし'
                : `time-${item.timeId}`
              : item.memberName;
  const groups = new Map<string, AlbumGridItem[][]>();
  for (const item of items) {
    const g = groups.get(keyOf(item)) ?? [[], []];
    groups.set(keyOf(item), g);
    (item.pickup ? g[0] : g[1])?.push(item);
  }
  const keys = [...groups.keys()];
  if (by === 'registrationDate' || by === 'shootingDate') keys.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
  const last = { folder: 'フォルダなし', shootingDate: '撮影日なし', place: '場所なし', time: '時期なし' }[
    by as string
  ];
  if (last !== undefined && groups.has(last)) keys.push(...keys.splice(keys.indexOf(last), 1));
  const ordered = orderedBy(by);
  const inOrder = (list: AlbumGridItem[]) =>
    ordered ? list.toSorted((a, b) => sortIdOf(a, ordered) - sortIdOf(b, ordered) || 0) : list;
  return keys.map((key) => ({ key, ids: (groups.get(key) ?? []).flatMap(inOrder).map((i) => i.id) }));
};

describe('groupAlbumItems', () => {
  const items = makeAlbumItems(3_000).map((item, i) => ({
    ...item,
    // Runs of equal keys and scattered ones, missing dates and folders, pickups anywhere.
    shotDate: i % 7 === 0 ? null : `2026-10-${String(1 + ((i * 13) % 28)).padStart(2, '0')}`,
    folderName: i % 9 === 0 ? null : `F${Math.floor(i / 100) % 23}`,
    pickup: (i * 31) % 17 === 0,
    // Place and time categories, some photos with a saved order and some without.
    placeId: i % 11 === 0 ? null : 400 + (i % 4),
    placeName: `場所${i % 4}`,
    placeSort: i % 3 === 0 ? null : (i * 7) % 50,
    timeId: i % 5 === 0 ? null : 500 + (i % 3),
    timeName: `時期${i % 3}`,
    timeSort: i % 2 === 0 ? null : (i * 13) % 40,
  }));
  for (const by of ALBUM_GROUP_BY) {
    it(`groups by ${by} exactly as the one-pass reference does`, () => {
      const got = groupAlbumItems(items, by).map((g) => ({ key: g.key, ids: g.items.map((i) => i.id) }));
      expect(got).toEqual(reference(items, by));
    });
  }

  it('names place and time groups by their category, the photos without one last', () => {
    const groups = groupAlbumItems(items, 'place');
    expect(groups.map((g) => g.label)).toEqual(['場所1', '場所2', '場所3', '場所0', '場所なし']);
  });

  it('answers no groups for no items', () => {
    expect(groupAlbumItems([], 'folder')).toEqual([]);
  });
});
