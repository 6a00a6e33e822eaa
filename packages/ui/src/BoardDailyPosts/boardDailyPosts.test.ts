import { describe, expect, it } from 'vitest';
import { PREVIEW_LINES, previewOf } from './boardDailyPosts.ts';

describe('previewOf', () => {
  it('shows the heading and at most three lines, counting the rest', () => {
    const text = '【日報】11月20日 鈴木 一郎\n天気 晴れ\n・足場設置\n・高圧洗浄\n・養生\n近隣挨拶済み';
    expect(previewOf({ text })).toEqual({
      title: '【日報】11月20日 鈴木 一郎',
      lines: ['天気 晴れ', '・足場設置', '・高圧洗浄'],
      hiddenLines: 2,
    });
    expect(PREVIEW_LINES).toBe(3);
  });

  it('has nothing hidden for a short report, and copes with a heading alone', () => {
    expect(previewOf({ text: '【日報】11月19日 佐藤 花子\n・清掃' }).hiddenLines).toBe(0);
    expect(previewOf({ text: '【日報】11月18日' })).toEqual({
      title: '【日報】11月18日',
      lines: [],
      hiddenLines: 0,
    });
  });
});
