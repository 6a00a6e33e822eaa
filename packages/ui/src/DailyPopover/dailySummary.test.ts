import { describe, expect, it } from 'vitest';
import {
  authorLine,
  confirmationOf,
  type DailySummary,
  timesLine,
  weatherLine,
  workLines,
} from './dailySummary.ts';

const summary: DailySummary = {
  date: '2026-11-20',
  siteName: '山田邸 外壁塗装',
  author: '鈴木 一郎',
  proxyAuthor: null,
  weather: '晴れ',
  temperature: 14.5,
  humidity: 40,
  times: { start: '08:00', end: '17:30', restMinutes: 60 },
  work: ['足場設置', '高圧洗浄'],
  confirmed: false,
  confirmer: null,
};

describe('daily summary lines', () => {
  it('joins the weather parts it has, and shows a dash with none', () => {
    expect(weatherLine(summary)).toBe('晴れ 14.5℃ 40%');
    expect(weatherLine({ weather: null, temperature: 0, humidity: null })).toBe('0℃');
    expect(weatherLine({ weather: ' ', temperature: null, humidity: null })).toBe('—');
  });

  it('shows the day’s times with the rest, an open end as --:--, none as a dash', () => {
    expect(timesLine(summary)).toBe('08:00〜17:30（休憩60分）');
    expect(timesLine({ times: { start: '08:00', end: null, restMinutes: 0 } })).toBe(
      '08:00〜--:--（休憩0分）',
    );
    expect(timesLine({ times: null })).toBe('—');
  });

  it('lists the first work lines and counts the rest, skipping blank ones', () => {
    expect(workLines({ work: ['a', '', 'b', 'c'] }, 2)).toEqual({ shown: ['a', 'b'], hidden: 1 });
    expect(workLines(summary)).toEqual({ shown: ['足場設置', '高圧洗浄'], hidden: 0 });
  });

  it('names a proxy registration after the author', () => {
    expect(authorLine(summary)).toBe('鈴木 一郎');
    expect(authorLine({ author: '鈴木 一郎', proxyAuthor: '山田 太郎' })).toBe(
      '鈴木 一郎（山田 太郎さんが代理登録）',
    );
  });

  it('says whether the report is confirmed and by whom', () => {
    expect(confirmationOf(summary)).toEqual({ tone: 'warning', label: '未確認', by: null });
    expect(confirmationOf({ confirmed: true, confirmer: '山田 太郎' })).toEqual({
      tone: 'success',
      label: '確認済み',
      by: '確認者 山田 太郎',
    });
  });
});
