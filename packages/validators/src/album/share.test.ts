import { describe, expect, it } from 'vitest';
import { ALBUM_SHARE, albumShareBlocker } from './rules.ts';

describe('albumShareBlocker', () => {
  it('allows one site, up to the limit', () => {
    expect(albumShareBlocker([5, 5, 5])).toBeNull();
    expect(albumShareBlocker(Array.from({ length: ALBUM_SHARE.maxPhotos }, () => 5))).toBeNull();
  });
  it('refuses nothing chosen, several sites and too many photos, with the reason', () => {
    expect(albumShareBlocker([])).toBe('トークに送信する写真を選択してください。');
    expect(albumShareBlocker([5, 6])).toBe('一つの現場の写真だけを選択してください。');
    expect(albumShareBlocker(Array.from({ length: 101 }, () => 5))).toBe(
      '一度にトークに送信できる写真は100枚までです。',
    );
  });
});
