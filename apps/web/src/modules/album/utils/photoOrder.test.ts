import { makeAlbumPhoto } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { orderBlocker, withSavedOrder } from './photoOrder.ts';

describe('withSavedOrder', () => {
  it('gives each photo its index as the sort id of the grouping, answering only those that change', () => {
    const photos = [
      makeAlbumPhoto({ id: 3, place_sort_id: 1 }),
      makeAlbumPhoto({ id: 1, place_sort_id: 1 }),
      makeAlbumPhoto({ id: 2, place_sort_id: null, time_sort_id: 7 }),
    ];
    const changed = withSavedOrder(photos, 'place');
    expect(changed.map((p) => [p.id, p.place_sort_id])).toEqual([
      [3, 0],
      [2, 2],
    ]);
    // The other grouping's order is left alone.
    expect(changed[1]?.time_sort_id).toBe(7);
    expect(withSavedOrder(photos, 'time').map((p) => [p.id, p.time_sort_id])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});

describe('orderBlocker', () => {
  const one = [makeAlbumPhoto({ id: 1 }), makeAlbumPhoto({ id: 2 })];
  it('lets a whole, unfiltered group of one project be ordered', () => {
    expect(orderBlocker(one, { loadingMore: false, search: {} })).toBeNull();
    expect(
      orderBlocker(one, { loadingMore: false, search: { keyword: '', tag_setting_ids: [] } }),
    ).toBeNull();
  });
  it('waits for the older pages, refuses a searched album and photos of several projects', () => {
    expect(orderBlocker(one, { loadingMore: true, search: {} })).toBe('loading');
    expect(orderBlocker(one, { loadingMore: false, search: { keyword: 'IMG' } })).toBe('search');
    const two = [...one, makeAlbumPhoto({ id: 3, attendance_field_id: 5002 })];
    expect(orderBlocker(two, { loadingMore: false, search: {} })).toBe('projects');
  });
});
