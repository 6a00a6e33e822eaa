import { describe, expect, it } from 'vitest';
import { chooseDailyPhotos, DAILY_PHOTO_LIMITS, DAILY_PHOTO_MESSAGE } from './photos.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('chooseDailyPhotos', () => {
  it('accepts the talk §5 image types within the size limit', () => {
    const files = ['a.jpg', 'b.JPEG', 'c.png', 'd.bmp', 'e.gif'].map((n) => file(n));
    expect(chooseDailyPhotos(files, 0)).toEqual({ accepted: files, message: null });
  });

  it('leaves out documents and other types with the allowed image types named', () => {
    const r = chooseDailyPhotos([file('a.jpg'), file('見積.pdf'), file('b.heic')], 0);
    expect(r.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(r.message).toBe(
      '未サポートのファイルが含まれています。\n添付できるファイル形式：jpg、jpeg、png、bmp、gif',
    );
  });

  it('leaves out a file over the album size limit, naming it', () => {
    const r = chooseDailyPhotos([file('big.jpg', DAILY_PHOTO_LIMITS.maxBytes + 1), file('ok.jpg')], 0);
    expect(r.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(r.message).toBe(
      '「big.jpg」はファイルサイズが大きすぎます。20MB以下のファイルを選択してください。',
    );
  });

  it('takes only what is still free on the report and says how many were left out', () => {
    const files = Array.from({ length: 5 }, (_, i) => file(`p${i}.jpg`));
    const r = chooseDailyPhotos(files, DAILY_PHOTO_LIMITS.maxPhotos - 2);
    expect(r.accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(r.message).toBe(DAILY_PHOTO_MESSAGE.leftOut(3));
    expect(chooseDailyPhotos(files, DAILY_PHOTO_LIMITS.maxPhotos + 3).accepted).toEqual([]);
  });
});

describe('chooseDailyPhotos bounds', () => {
  it('takes a photo of exactly the size limit, and as many as there is room for without a message', () => {
    const big = file('a.jpg', DAILY_PHOTO_LIMITS.maxBytes);
    expect(chooseDailyPhotos([big], 0)).toEqual({ accepted: [big], message: null });
    const two = [file('a.jpg'), file('b.jpg')];
    expect(chooseDailyPhotos(two, DAILY_PHOTO_LIMITS.maxPhotos - 2)).toEqual({
      accepted: two,
      message: null,
    });
  });
  it('puts each reason on its own line', () => {
    const r = chooseDailyPhotos([file('a.pdf'), file('b.jpg')], DAILY_PHOTO_LIMITS.maxPhotos);
    expect(r.message).toBe(`${DAILY_PHOTO_MESSAGE.onlyImages}\n${DAILY_PHOTO_MESSAGE.leftOut(1)}`);
  });
});
