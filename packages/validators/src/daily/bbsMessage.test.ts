import { describe, expect, it } from 'vitest';
import { dailyPostText } from './bbsMessage.ts';

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
});
