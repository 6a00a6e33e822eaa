import { describe, expect, it } from 'vitest';
import { dailyPostText, splitDailyPostText } from './bbsMessage.ts';

const daily = {
  daily_date: '2026-11-20',
  member_name: '鈴木 一郎',
  weather: '晴れ',
  temperature: 14.5,
  humidity: null,
  work_contents: '足場設置、養生',
  work_details: [{ work_content: '足場設置' }, { work_content: '養生' }],
  memo: '',
};

describe('dailyPostText', () => {
  it('heads the post with the day and writer, then weather and one line per work detail', () => {
    expect(dailyPostText(daily)).toBe('【日報】11月20日 鈴木 一郎\n天気 晴れ 14.5℃\n・足場設置\n・養生');
  });

  it('falls back to the work contents, skips an empty weather line and cuts at the message limit', () => {
    const text = dailyPostText({
      ...daily,
      weather: null,
      temperature: null,
      work_details: [],
      memo: 'x'.repeat(6000),
    });
    expect(text.startsWith('【日報】11月20日 鈴木 一郎\n足場設置、養生\nx')).toBe(true);
    expect(text).toHaveLength(5000);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows the humidity after the temperature when it was entered', () => {
    expect(dailyPostText({ ...daily, humidity: 60 }).split('\n')[1]).toBe('天気 晴れ 14.5℃ 60%');
  });
});

describe('splitDailyPostText', () => {
  it('takes the heading as the title and drops empty lines', () => {
    expect(splitDailyPostText('【日報】11月20日 鈴木 一郎\n天気 晴れ\n\n・足場設置')).toEqual({
      title: '【日報】11月20日 鈴木 一郎',
      lines: ['天気 晴れ', '・足場設置'],
    });
  });
  it('round-trips dailyPostText', () => {
    const text = dailyPostText({
      daily_date: '2026-11-20',
      member_name: '鈴木 一郎',
      weather: null,
      temperature: null,
      humidity: null,
      work_contents: '清掃',
      work_details: [],
      memo: '',
    });
    expect(splitDailyPostText(text)).toEqual({ title: '【日報】11月20日 鈴木 一郎', lines: ['清掃'] });
  });
});

describe('daily post edges', () => {
  it('drops a memo of spaces only and keeps a post of exactly 5000 characters whole', () => {
    expect(dailyPostText({ ...daily, memo: '   ' })).toBe(
      '【日報】11月20日 鈴木 一郎\n天気 晴れ 14.5℃\n・足場設置\n・養生',
    );
    const head = '【日報】11月20日 鈴木 一郎\n天気 晴れ 14.5℃\n・足場設置\n・養生\n';
    const memo = 'x'.repeat(5000 - head.length);
    expect(dailyPostText({ ...daily, memo })).toBe(`${head}${memo}`);
  });
  it('drops the lines of spaces only from a posted text', () => {
    expect(splitDailyPostText('【日報】11月20日 鈴木 一郎\n  \n・清掃')).toEqual({
      title: '【日報】11月20日 鈴木 一郎',
      lines: ['・清掃'],
    });
  });
});
