import { ALBUM_UPLOAD_LIMITS, UPLOAD_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { partitionPhotos } from '../../album/utils/partitionPhotos.ts';
import { resizedPhotoName } from '../../album/utils/resize.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('resizedPhotoName', () => {
  it('keeps JPEG names and renames other images to .jpg, since the resizer answers JPEG', () => {
    expect(resizedPhotoName('IMG_0001.JPG')).toBe('IMG_0001.JPG');
    expect(resizedPhotoName('外壁.jpeg')).toBe('外壁.jpeg');
    expect(resizedPhotoName('image.png')).toBe('image.jpg');
    expect(resizedPhotoName('IMG_0002.HEIC')).toBe('IMG_0002.jpg');
    expect(resizedPhotoName('.png')).toBe('.png.jpg');
    expect(resizedPhotoName('')).toBe('photo.jpg');
  });
});

describe('partitionPhotos', () => {
  it('sends images and says which files were left out', () => {
    const result = partitionPhotos([file('a.jpg'), file('b.png')]);
    expect(result.photos.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(result.message).toBeNull();
    const none = partitionPhotos([file('setup.exe')]);
    expect(none.photos).toEqual([]);
    expect(none.message).toBe(UPLOAD_MESSAGE.noValidFiles);
    const mixed = partitionPhotos([file('a.jpg'), file('仕様書.pdf')]);
    expect(mixed.photos.map((f) => f.name)).toEqual(['a.jpg']);
    expect(mixed.message).not.toBeNull();
  });

  it('leaves out a photo over the upload limit with its name in the message', () => {
    const big = { name: '大きい.jpg', size: ALBUM_UPLOAD_LIMITS.maxBytes + 1 } as File;
    const result = partitionPhotos([big, file('a.jpg')]);
    expect(result.photos.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.message).toContain('大きい.jpg');
  });
});
