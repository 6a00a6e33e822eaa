import { describe, expect, it } from 'vitest';
import {
  buildTimelineRows,
  dayLabel,
  firstLink,
  linkify,
  mergeMessages,
  oldestMessageKey,
  onNewestChange,
  removeMessage,
  sentLabel,
  type TimelineMessage,
  withoutPhoto,
} from './timelineState.ts';

const msg = (id: number, sent: string, over: Partial<TimelineMessage> = {}): TimelineMessage => ({
  id,
  memberName: '山田 太郎',
  companyName: '株式会社山田工務店',
  kind: 'text',
  text: `メッセージ${id}`,
  stampId: null,
  sent,
  edited: false,
  deleted: false,
  readCount: 0,
  own: false,
  ...over,
});

// 2026-11-20 12:00 in Japan.
const NOW = new Date('2026-11-20T03:00:00Z');

describe('timeline state', () => {
  it('merges pages and live events in (sent, id) order, replacing known ids', () => {
    const held = [msg(3, '2026-11-20 10:00:00'), msg(5, '2026-11-20 10:00:00')];
    const merged = mergeMessages(held, [msg(4, '2026-11-20 10:00:00'), msg(1, '2026-11-19 09:00:00')]);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5]);
    const edited = mergeMessages(merged, [msg(4, '2026-11-20 10:00:00', { text: '訂正', edited: true })]);
    expect(edited.find((m) => m.id === 4)?.text).toBe('訂正');
    expect(edited).toHaveLength(4);
    expect(mergeMessages(held, [])).toBe(held);
    // A page fetched before the edit arrives late: the edit stays, the newer read count is taken.
    const late = mergeMessages(edited, [msg(4, '2026-11-20 10:00:00', { readCount: 2 })]);
    expect(late.find((m) => m.id === 4)).toMatchObject({ text: '訂正', edited: true, readCount: 2 });
    expect(removeMessage(held, 3).map((m) => m.id)).toEqual([5]);
    expect(removeMessage(held, 99)).toBe(held);
  });

  it('takes one photo off a message at once, and merging the original puts it back', () => {
    const photo = (id: number) => ({ id, thumbSrc: `/t/${id}`, src: `/o/${id}`, name: `IMG_${id}.jpg` });
    const sent = msg(7, '2026-11-20 10:00:00', {
      kind: 'photo',
      text: null,
      own: true,
      photos: [photo(1), photo(2)],
    });
    const held = [msg(6, '2026-11-20 09:00:00'), sent];
    const taken = withoutPhoto(sent, 1);
    expect(taken.photos?.map((p) => p.id)).toEqual([2]);
    expect(taken).toMatchObject({ id: 7, kind: 'photo', own: true });
    expect(withoutPhoto(sent, 99)).toBe(sent);
    const optimistic = mergeMessages(held, [taken]);
    expect(optimistic.find((m) => m.id === 7)?.photos).toHaveLength(1);
    // The server refused: the original message comes back with both photos, in its place.
    const rolledBack = mergeMessages(optimistic, [sent]);
    expect(rolledBack.map((m) => m.id)).toEqual([6, 7]);
    expect(rolledBack.find((m) => m.id === 7)?.photos?.map((p) => p.id)).toEqual([1, 2]);
  });

  it('puts a day separator before each day: 今日, 昨日, else month/day with the weekday', () => {
    const rows = buildTimelineRows(
      [
        msg(1, '2026-11-18 09:00:00'),
        msg(2, '2026-11-19 09:00:00'),
        msg(3, '2026-11-19 18:00:00'),
        msg(4, '2026-11-20 08:00:00'),
      ],
      NOW,
    );
    expect(rows.map((r) => (r.type === 'day' ? r.label : r.message.id))).toEqual([
      '11/18(水)',
      1,
      '昨日',
      2,
      3,
      '今日',
      4,
    ]);
    expect(dayLabel('2025-12-31', NOW)).toBe('2025/12/31(水)');
  });

  it('shows the time today, 昨日 yesterday, else month/day (talk §9)', () => {
    expect(sentLabel('2026-11-20 08:05:00', NOW)).toBe('08:05');
    expect(sentLabel('2026-11-19 23:59:00', NOW)).toBe('昨日');
    expect(sentLabel('2026-11-02 10:00:00', NOW)).toBe('11/2');
    expect(sentLabel('壊れた値', NOW)).toBe('');
  });

  it('links http and https only, leaving trailing punctuation and other schemes as text', () => {
    expect(linkify('図面は https://example.com/a?b=1。確認を')).toEqual([
      { type: 'text', value: '図面は ' },
      { type: 'link', value: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', value: '。確認を' },
    ]);
    expect(linkify('図面は https://example.com/zumenにあります')).toEqual([
      { type: 'text', value: '図面は ' },
      { type: 'link', value: 'https://example.com/zumen', href: 'https://example.com/zumen' },
      { type: 'text', value: 'にあります' },
    ]);
    expect(linkify('javascript:alert(1) と data:text/html,x')).toEqual([
      { type: 'text', value: 'javascript:alert(1) と data:text/html,x' },
    ]);
    expect(linkify('see http://a.jp.')).toEqual([
      { type: 'text', value: 'see ' },
      { type: 'link', value: 'http://a.jp', href: 'http://a.jp/' },
      { type: 'text', value: '.' },
    ]);
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', value: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('follows the newest at the bottom and counts for the pill while reading older ones', () => {
    expect(onNewestChange({ unseen: 0 }, { added: 1, atBottom: true, ownAdded: false })).toEqual({
      unseen: 0,
      scrollToEnd: true,
    });
    expect(onNewestChange({ unseen: 2 }, { added: 1, atBottom: false, ownAdded: false })).toEqual({
      unseen: 3,
      scrollToEnd: false,
    });
    expect(onNewestChange({ unseen: 2 }, { added: 1, atBottom: false, ownAdded: true })).toEqual({
      unseen: 0,
      scrollToEnd: true,
    });
    expect(onNewestChange({ unseen: 2 }, { added: 0, atBottom: false, ownAdded: false })).toEqual({
      unseen: 2,
      scrollToEnd: false,
    });
  });
});

describe('firstLink', () => {
  it('answers the first http(s) link only, never a javascript: or data: URL', () => {
    expect(firstLink('図面は https://example.com/a と http://example.org/b')).toBe('https://example.com/a');
    expect(firstLink('javascript:alert(1) のあと https://example.com/ok')).toBe('https://example.com/ok');
    expect(firstLink('リンクなし')).toBeNull();
    expect(firstLink(null)).toBeNull();
  });
});

describe('oldestMessageKey', () => {
  it('changes when an older page of the same day is put above, though the day separator stays on top', () => {
    const now = new Date('2026-11-24T12:00:00+09:00');
    const page = [msg(40, '2026-11-24 10:40:00'), msg(41, '2026-11-24 10:41:00')];
    const withOlder = [msg(10, '2026-11-24 10:10:00'), msg(11, '2026-11-24 10:11:00'), ...page];
    const before = buildTimelineRows(page, now);
    const after = buildTimelineRows(withOlder, now);
    expect(after[0]?.key).toBe(before[0]?.key);
    expect(oldestMessageKey(before)).toBe('m-40');
    expect(oldestMessageKey(after)).toBe('m-10');
  });

  it('is undefined without messages', () => {
    expect(oldestMessageKey([])).toBeUndefined();
  });
});
