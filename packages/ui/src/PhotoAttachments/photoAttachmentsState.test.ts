import { describe, expect, it } from 'vitest';
import {
  attachedPhotoIds,
  attachmentBlocker,
  initialPhotoAttachments,
  type PhotoAttachmentsEvent,
  type PhotoAttachmentsState,
  photoAttachmentsReducer,
  uploadProgress,
} from './photoAttachmentsState.ts';

const stored = { id: 7, name: 'IMG_7.jpg', src: '/t/7', largeSrc: '/o/7' };
const photo = (id: number) => ({ id, name: `IMG_${id}.jpg`, src: `/t/${id}`, largeSrc: `/o/${id}` });
const run = (state: PhotoAttachmentsState, ...events: PhotoAttachmentsEvent[]) =>
  events.reduce(photoAttachmentsReducer, state);
const add = (...keys: string[]): PhotoAttachmentsEvent => ({
  type: 'add',
  files: keys.map((key) => ({ key, name: `${key}.jpg`, preview: `blob:${key}` })),
  message: null,
});

describe('photo attachments state', () => {
  it('starts with the stored photos, done and in order', () => {
    const s = initialPhotoAttachments([stored, photo(8)]);
    expect(attachedPhotoIds(s)).toEqual([7, 8]);
    expect(s.items.every((i) => i.stored && i.status === 'done')).toBe(true);
    expect(uploadProgress(s)).toBeNull();
    expect(attachmentBlocker(s)).toBeNull();
  });

  it('shows chosen files at once, counts progress, and takes the server photo on success', () => {
    let s = run(initialPhotoAttachments([stored]), add('a', 'b', 'c'));
    expect(s.items.map((i) => i.src)).toEqual(['/t/7', 'blob:a', 'blob:b', 'blob:c']);
    expect(uploadProgress(s)).toEqual({ done: 0, total: 3 });
    expect(attachmentBlocker(s)).toBe('uploading');
    s = run(s, { type: 'uploaded', key: 'b', photo: photo(20) });
    expect(uploadProgress(s)).toEqual({ done: 1, total: 3 });
    expect(s.items[2]).toMatchObject({ status: 'done', photoId: 20, src: '/t/20', largeSrc: '/o/20' });
    s = run(
      s,
      { type: 'uploaded', key: 'a', photo: photo(19) },
      { type: 'uploaded', key: 'c', photo: photo(21) },
    );
    expect(uploadProgress(s)).toBeNull();
    // Shown order, not finishing order.
    expect(attachedPhotoIds(s)).toEqual([7, 19, 20, 21]);
  });

  it('keeps a failed file as a tile with its message until retried or removed; saving waits', () => {
    let s = run(initialPhotoAttachments(), add('a', 'b'), { type: 'uploaded', key: 'a', photo: photo(1) });
    s = run(s, { type: 'failed', key: 'b', error: '通信に失敗しました。' });
    expect(s.items[1]).toMatchObject({ status: 'failed', error: '通信に失敗しました。' });
    expect(attachmentBlocker(s)).toBe('failed');
    expect(attachedPhotoIds(s)).toEqual([1]);
    const retried = run(s, { type: 'retry', key: 'b' });
    expect(retried.items[1]).toMatchObject({ status: 'uploading', error: null });
    expect(attachmentBlocker(retried)).toBe('uploading');
    const removed = run(s, { type: 'remove', key: 'b' });
    expect(attachmentBlocker(removed)).toBeNull();
    expect(attachedPhotoIds(removed)).toEqual([1]);
  });

  it('ignores an answer for a tile removed while uploading, and keeps one tile per photo', () => {
    const s = run(
      initialPhotoAttachments(),
      add('a'),
      { type: 'remove', key: 'a' },
      {
        type: 'uploaded',
        key: 'a',
        photo: photo(3),
      },
    );
    expect(s.items).toEqual([]);
    const twice = run(initialPhotoAttachments([photo(3)]), add('b'), {
      type: 'uploaded',
      key: 'b',
      photo: photo(3),
    });
    expect(attachedPhotoIds(twice)).toEqual([3]);
  });

  it('keeps what a choice left out until dismissed', () => {
    const s = run(initialPhotoAttachments(), {
      type: 'add',
      files: [],
      message: '未サポートのファイルが含まれています。',
    });
    expect(s.message).toBe('未サポートのファイルが含まれています。');
    expect(run(s, { type: 'dismiss' }).message).toBeNull();
  });
});
