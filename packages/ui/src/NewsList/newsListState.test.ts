import { describe, expect, it } from 'vitest';
import { badgeLabel, newsDay, sortNews, unreadOf } from './newsListState.ts';

describe('newsListState', () => {
  it('caps the badge at 99+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('counts unread items', () => {
    expect(unreadOf([{ read: true }, { read: false }, { read: false }])).toBe(2);
    expect(unreadOf([])).toBe(0);
  });

  it('shows the day of a wire date and leaves other text alone', () => {
    expect(newsDay('2026-11-23 09:00:00')).toBe('2026/11/23');
    expect(newsDay('昨日')).toBe('昨日');
  });

  it('orders newest first, then by id', () => {
    const items = [
      { id: 1, date: '2026-11-01 00:00:00' },
      { id: 3, date: '2026-11-20 00:00:00' },
      { id: 2, date: '2026-11-20 00:00:00' },
    ];
    expect(sortNews(items).map((i) => i.id)).toEqual([3, 2, 1]);
  });
});
