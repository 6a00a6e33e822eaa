import { describe, expect, it } from 'vitest';
import {
  applyMention,
  filterCandidates,
  mentionedIds,
  mentionQueryAt,
  sendKeyAction,
} from './composerState.ts';

const key = (over: Partial<Parameters<typeof sendKeyAction>[0]>) => ({
  key: 'Enter',
  shiftKey: false,
  isComposing: false,
  keyCode: 13,
  touch: false,
  ...over,
});

describe('composer state', () => {
  it('sends on Enter on PC, breaks the line on Shift+Enter and on phones', () => {
    expect(sendKeyAction(key({}))).toBe('send');
    expect(sendKeyAction(key({ shiftKey: true }))).toBe('newline');
    expect(sendKeyAction(key({ touch: true }))).toBe('newline');
    expect(sendKeyAction(key({ key: 'a' }))).toBe('ignore');
  });

  it('never sends while a Japanese IME is composing (isComposing or keyCode 229)', () => {
    expect(sendKeyAction(key({ isComposing: true }))).toBe('ignore');
    expect(sendKeyAction(key({ keyCode: 229 }))).toBe('ignore');
  });

  it('finds the @-query at the caret and completes it with the member name', () => {
    expect(mentionQueryAt('確認 @山', 5)).toEqual({ start: 3, query: '山' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail@example', 12)).toBeNull();
    const members = [
      { id: 1, name: '山田 太郎' },
      { id: 2, name: '林 勇気' },
    ];
    expect(filterCandidates(members, '山田太').map((c) => c.id)).toEqual([1]);
    const at = mentionQueryAt('確認 @山', 5);
    if (!at) throw new Error('no query');
    expect(applyMention('確認 @山', 5, at, { id: 1, name: '山田 太郎' })).toEqual({
      text: '確認 @山田 太郎 ',
      caret: 10,
    });
    expect(mentionedIds('@山田 太郎 お願いします', members)).toEqual([1]);
    expect(mentionedIds('お願いします', members)).toEqual([]);
  });
});
