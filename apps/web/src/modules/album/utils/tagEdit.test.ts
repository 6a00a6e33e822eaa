import { makeAlbumPhoto } from '@genba/api-client/fixtures';
import type { TAlbumPhoto, TUpdatePicturesTagResponse } from '@genba/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { applyTagEdit, tagEditChunks, withTagEdit } from './tagEdit.ts';

const answer = (over: Partial<TUpdatePicturesTagResponse> = {}): TUpdatePicturesTagResponse => ({
  updated_count: 1,
  update_datetime: '2026-11-25 10:00:00',
  added_tags: [],
  removed_tag_setting_ids: [],
  ...over,
});
const after = { id: 403, name: '施工後', tag_group_id: 41, tag_group_name: '工程' };

describe('withTagEdit', () => {
  it('takes the removed tags off, adds the added ones after the kept ones, and moves update_datetime', () => {
    const photo = makeAlbumPhoto({ id: 1 });
    const edited = withTagEdit(photo, answer({ added_tags: [after], removed_tag_setting_ids: [402] }));
    expect(edited.tag_setting_ids).toEqual([411, 403]);
    expect(edited.tags.map((t) => t.name)).toEqual(['外壁', '施工後']);
    expect(edited.update_datetime).toBe('2026-11-25 10:00:00');
    // Unnamed in the answer: the photo's own folder, place and time stay.
    expect(edited).toMatchObject({ folder_id: 61, folder_name: '足場', building_picture_place_id: 411 });
    expect(photo.tag_setting_ids).toEqual([402, 411]);
  });

  it('keeps a tag the photo already carries once, and its tag arrays when no tag changes', () => {
    const photo = makeAlbumPhoto({ id: 1 });
    const again = withTagEdit(photo, answer({ added_tags: [{ ...after, id: 402, name: '施工中' }] }));
    expect(again.tag_setting_ids).toEqual([402, 411]);
    const moved = withTagEdit(photo, answer({ folder_id: 62, folder_name: '内装' }));
    expect(moved).toMatchObject({ folder_id: 62, folder_name: '内装' });
    expect(moved.tags).toBe(photo.tags);
    expect(withTagEdit(photo, answer({ folder_id: null, folder_name: null }))).toMatchObject({
      folder_id: null,
      folder_name: null,
    });
  });

  it('sets a place or time the answer names (its name unknown until the next read)', () => {
    const photo = makeAlbumPhoto({ id: 1 });
    expect(
      withTagEdit(photo, answer({ building_picture_place_id: 412, building_picture_time_id: null })),
    ).toMatchObject({
      building_picture_place_id: 412,
      building_picture_place_name: null,
      building_picture_time_id: null,
      building_picture_time_name: null,
    });
    expect(withTagEdit(photo, answer({ building_picture_place_id: 411 })).building_picture_place_name).toBe(
      '外壁',
    );
  });
});

describe('applyTagEdit and tagEditChunks', () => {
  it('sends 4,500 photos as 2,000 + 2,000 + 500 and applies each answer to its own photos', () => {
    const photos = Array.from({ length: 4500 }, (_, i) => makeAlbumPhoto({ id: i + 1 }));
    const parts = tagEditChunks(photos, 2000);
    expect(parts.map((p) => p.length)).toEqual([2000, 2000, 500]);
    expect(parts.flat()).toEqual(photos);
    const out: TAlbumPhoto[] = [];
    applyTagEdit(parts[0] ?? [], answer({ added_tags: [after] }), out);
    applyTagEdit(parts[2] ?? [], answer({ removed_tag_setting_ids: [411] }), out);
    expect(out).toHaveLength(2500);
    expect(out[0]?.tag_setting_ids).toEqual([402, 411, 403]);
    expect(out[2499]).toMatchObject({ id: 4500, tag_setting_ids: [402] });
  });
});
