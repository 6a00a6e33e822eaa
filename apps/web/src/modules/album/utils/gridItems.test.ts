import { makeAlbumPhoto } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { gridItemsOf, toGridItem } from './gridItems.ts';

const photos = [
  makeAlbumPhoto({ id: 1, tag_setting_ids: [7] }),
  makeAlbumPhoto({ id: 2, building_picture_datetime: null }),
];

describe('gridItemsOf', () => {
  it('keeps the previous tiles when the photos changed only in what a tile does not show (tags)', () => {
    const tiles = gridItemsOf(photos, null);
    expect(tiles).toEqual(photos.map(toGridItem));
    const tagged = photos.map((p) => ({ ...p, tag_setting_ids: [8] }));
    expect(gridItemsOf(tagged, tiles)).toBe(tiles);
  });

  it('builds new tiles when a tile would change (folder, name, one photo more)', () => {
    const tiles = gridItemsOf(photos, null);
    const moved = [photos[0], { ...photos[1], folder_name: '足場' }] as typeof photos;
    expect(gridItemsOf(moved, tiles)[1]?.folderName).toBe('足場');
    const renamed = [{ ...photos[0], building_picture_upload_filename: 'B.jpg' }, photos[1]] as typeof photos;
    expect(gridItemsOf(renamed, tiles)[0]?.name).toBe('B.jpg');
    const more = [makeAlbumPhoto({ id: 3 }), ...photos];
    expect(gridItemsOf(more, tiles).map((t) => t.id)).toEqual([3, 1, 2]);
  });

  it('makes a tile once per photo record: a longer album maps only its new photos', () => {
    const tiles = gridItemsOf(photos, null);
    const longer = [...photos, makeAlbumPhoto({ id: 3 })];
    const more = gridItemsOf(longer, tiles);
    expect(more[0]).toBe(tiles[0]);
    expect(more[1]).toBe(tiles[1]);
    expect(more[2]).toEqual(toGridItem(longer[2] as (typeof photos)[number]));
    // The same records again: the same tiles.
    expect(gridItemsOf(longer, more)).toBe(more);
  });
});
