import { makeAlbumPhoto } from '@genba/api-client/fixtures';
import type { TAlbumPhoto } from '@genba/api-client/schemas';
import { albumRecordsOf, recordOf } from '@genba/ui/album-grid';
import { describe, expect, it, vi } from 'vitest';
import {
  type FeedPage,
  firstSyncSince,
  matchesAlbumFilter,
  mergeAlbumChanges,
  readAlbumFeed,
} from './albumChanges.ts';

/** Photos 10, 9, … 1: the album newest first. */
const album = (ids = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) =>
  albumRecordsOf(ids.map((id) => makeAlbumPhoto({ id })));
const ids = (list: readonly TAlbumPhoto[]) => list.map((p) => p.id);

describe('mergeAlbumChanges', () => {
  it('puts a changed photo in place of the one held, keeping the list order and the positions', () => {
    const records = album();
    const changed = makeAlbumPhoto({ id: 7, folder_name: '屋根', update_datetime: '2026-11-25 10:00:00' });
    const merged = mergeAlbumChanges(records, [changed], {}, false);
    expect(ids(merged.records.list)).toEqual(ids(records.list));
    expect(merged.records.at).toBe(records.at);
    expect(recordOf(merged.records, 7)).toBe(changed);
    expect(merged).toMatchObject({ removed: [], added: 0, deferred: [] });
  });

  it('takes hidden photos out and says which left', () => {
    const merged = mergeAlbumChanges(album(), [makeAlbumPhoto({ id: 4, del_flg: 1 })], {}, false);
    expect(ids(merged.records.list)).toEqual([10, 9, 8, 7, 6, 5, 3, 2, 1]);
    expect(recordOf(merged.records, 4)).toBeUndefined();
    expect(recordOf(merged.records, 3)?.id).toBe(3);
    expect(merged.removed).toEqual([4]);
  });

  it('puts new photos in their place among the newest-first ids, only when they match the filters', () => {
    const records = album([10, 8, 6]);
    const merged = mergeAlbumChanges(
      records,
      [
        makeAlbumPhoto({ id: 12, attendance_field_id: 5001 }),
        makeAlbumPhoto({ id: 9, attendance_field_id: 5001 }),
        makeAlbumPhoto({ id: 11, attendance_field_id: 5002 }),
        makeAlbumPhoto({ id: 7, attendance_field_id: 5001, del_flg: 1 }),
      ],
      { field_id: 5001 },
      false,
    );
    expect(ids(merged.records.list)).toEqual([12, 10, 9, 8, 6]);
    expect(merged.added).toBe(2);
    expect(merged.removed).toEqual([]);
  });

  it('drops a held photo that no longer matches the filters (its tag was taken off)', () => {
    const tagged = (id: number, tags: number[]) => makeAlbumPhoto({ id, tag_setting_ids: tags });
    const records = albumRecordsOf([tagged(3, [201]), tagged(2, [201, 202])]);
    const merged = mergeAlbumChanges(
      records,
      [tagged(3, []), tagged(2, [202])],
      { tag_setting_ids: [202] },
      false,
    );
    expect(ids(merged.records.list)).toEqual([2]);
    expect(merged.removed).toEqual([3]);
  });

  it('keeps changes of photos older than those loaded for the pages still to come', () => {
    const older = makeAlbumPhoto({ id: 2 });
    const merged = mergeAlbumChanges(album([10, 9, 8]), [older], {}, true);
    expect(merged.records.list).toHaveLength(3);
    expect(merged.deferred).toEqual([older]);
    // Once every page is in, such a photo joins where it belongs.
    expect(ids(mergeAlbumChanges(album([10, 9, 8]), [older], {}, false).records.list)).toEqual([10, 9, 8, 2]);
  });

  it('answers the same records when nothing the album shows changed', () => {
    const records = album([10, 9]);
    const merged = mergeAlbumChanges(records, [makeAlbumPhoto({ id: 3, del_flg: 1 })], {}, false);
    expect(merged.records).toBe(records);
  });
});

describe('matchesAlbumFilter', () => {
  const photo = makeAlbumPhoto({
    id: 1,
    attendance_field_id: 5001,
    folder_id: 61,
    regist_user_id: 31,
    regist_date: '2026-11-20',
    building_picture_upload_filename: 'IMG_0042.JPG',
    tag_setting_ids: [201, 202],
  });
  it.each([
    [{}, true],
    [{ keyword: 'img_00' }, true],
    [{ keyword: 'roof' }, false],
    [{ date_from: '2026-11-20', date_to: '2026-11-20' }, true],
    [{ date_from: '2026-11-21' }, false],
    [{ date_to: '2026-11-19' }, false],
    [{ tag_setting_ids: [999, 202] }, true],
    [{ tag_setting_ids: [999] }, false],
    [{ folder_id: 62 }, false],
    [{ member_id: 31, field_id: 5001 }, true],
  ])('%j → %s', (filter, expected) => expect(matchesAlbumFilter(photo, filter)).toBe(expected));
  it('never keeps a hidden photo', () =>
    expect(matchesAlbumFilter({ ...photo, del_flg: 1 }, {})).toBe(false));
});

describe('firstSyncSince', () => {
  it('is the latest change (an update, else the registration) among the photos', () => {
    const photos = [
      makeAlbumPhoto({ id: 2, regist_datetime: '2026-11-20 09:00:00', update_datetime: null }),
      makeAlbumPhoto({
        id: 1,
        regist_datetime: '2026-11-01 09:00:00',
        update_datetime: '2026-11-24 18:00:00',
      }),
    ];
    expect(firstSyncSince(photos)).toBe('2026-11-24 18:00:00');
    expect(firstSyncSince([])).toBeUndefined();
  });
});

describe('readAlbumFeed', () => {
  const page = (photoIds: number[], hasMore: boolean, at: string): FeedPage => ({
    photos: photoIds.map((id) => makeAlbumPhoto({ id })),
    has_more: hasMore,
    at,
  });

  it('follows has_more with the same since and min_id, and takes the first page time as the next since', async () => {
    const ask = vi
      .fn()
      .mockResolvedValueOnce(page([30, 20], true, '2026-11-25 10:00:00'))
      .mockResolvedValueOnce(page([10], false, '2026-11-25 10:00:01'));
    const read = await readAlbumFeed(ask, '2026-11-25 09:00:00');
    expect(read).toMatchObject({ ok: true, next: '2026-11-25 10:00:00' });
    expect(read.ok && ids(read.photos)).toEqual([30, 20, 10]);
    expect(ask.mock.calls.map(([q]) => q)).toEqual([
      { since: '2026-11-25 09:00:00', limit: 1000 },
      { since: '2026-11-25 09:00:00', limit: 1000, min_id: 20 },
    ]);
  });

  it('asks for one photo without since, just for the server time', async () => {
    const ask = vi.fn().mockResolvedValue(page([5], true, '2026-11-25 10:00:00'));
    expect(await readAlbumFeed(ask, undefined)).toMatchObject({ ok: true, next: '2026-11-25 10:00:00' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith({ limit: 1 });
  });

  it('fails as a whole when a page fails (the next sync asks from the same since)', async () => {
    const ask = vi
      .fn()
      .mockResolvedValueOnce(page([30], true, 'x'))
      .mockResolvedValueOnce(null);
    expect(await readAlbumFeed(ask, '2026-11-25 09:00:00')).toEqual({ ok: false });
  });
});
