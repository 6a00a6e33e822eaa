import { makeAlbumPhoto } from '@genba/api-client/fixtures';
import { ALBUM_HIDE } from '@genba/validators';
import { describe, expect, it, vi } from 'vitest';
import { hidePhotos } from './hidePhotos.ts';

// 1,500 photos of site 5001 and 1,200 of site 5002: more than one bounded list each.
const photos = [
  ...Array.from({ length: 1500 }, (_, i) => makeAlbumPhoto({ id: i + 1, attendance_field_id: 5001 })),
  ...Array.from({ length: 1200 }, (_, i) => makeAlbumPhoto({ id: 10_000 + i, attendance_field_id: 5002 })),
];

describe('hidePhotos', () => {
  it('hides a selection larger than one request in requests of a bounded list, per project, with progress', async () => {
    const request = vi.fn(async (_field: number, ids: number[]) => ({ ok: true as const, deletedIds: ids }));
    const hidden: number[] = [];
    const progress = vi.fn();
    const refused = await hidePhotos(photos, request, (ids) => hidden.push(...ids), progress);
    expect(refused).toBeNull();
    expect(request.mock.calls.map(([field, ids]) => [field, ids.length])).toEqual([
      [5001, ALBUM_HIDE.maxPhotos],
      [5001, 500],
      [5002, ALBUM_HIDE.maxPhotos],
      [5002, 200],
    ]);
    expect(Math.max(...request.mock.calls.map(([, ids]) => ids.length))).toBeLessThanOrEqual(1000);
    expect(hidden).toEqual(photos.map((p) => p.id));
    expect(progress.mock.calls).toEqual([
      [0, 2700],
      [1000, 2700],
      [1500, 2700],
      [2500, 2700],
    ]);
  });

  it('stops at a refusal and says how many were hidden before it; a small selection shows no progress', async () => {
    let calls = 0;
    const request = async (_field: number, ids: number[]) =>
      ++calls < 3
        ? { ok: true as const, deletedIds: ids }
        : { ok: false as const, messages: ['権限がありません'] };
    const hidden: number[] = [];
    const refused = await hidePhotos(
      photos,
      request,
      (ids) => hidden.push(...ids),
      () => {},
    );
    expect(refused).toBe(`${ALBUM_HIDE.partlyHidden(1500, 2700)}\n権限がありません`);
    expect(refused?.startsWith('2,700枚のうち1,500枚の写真を削除しました。')).toBe(true);
    expect(hidden).toHaveLength(1500);

    const progress = vi.fn();
    const one = await hidePhotos(
      photos.slice(0, 3),
      async (_f, ids) => ({ ok: true as const, deletedIds: ids }),
      () => {},
      progress,
    );
    expect(one).toBeNull();
    expect(progress).not.toHaveBeenCalled();
  });
});
