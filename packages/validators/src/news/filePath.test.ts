import { describe, expect, it } from 'vitest';
import {
  isSafeNewsFilePath,
  NEWS_MESSAGE,
  newsContentSchema,
  newsFilePathSchema,
  newsTitleSchema,
} from './rules.ts';

describe('news file paths', () => {
  it('accepts site paths and https URLs', () => {
    for (const path of ['news/1.pdf', '/files/news/1.pdf', 'a.html?x=1:2', 'https://example.com/a.pdf']) {
      expect(isSafeNewsFilePath(path), path).toBe(true);
    }
  });

  it('refuses other schemes and protocol-relative URLs, however they are spelt', () => {
    for (const path of [
      'javascript:alert(1)//a.pdf',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'http://example.com/a.pdf',
      '//evil.example/a.pdf',
      '\\\\evil.example\\a.pdf',
      'https:/evil.example',
      'https:///evil.example',
    ]) {
      expect(isSafeNewsFilePath(path), path).toBe(false);
    }
  });

  it('answers the designed message', () => {
    const parsed = newsFilePathSchema.safeParse('javascript:alert(1)');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(NEWS_MESSAGE.filePath);
  });
});

describe('news file path edges', () => {
  it('trims before looking for a protocol-relative URL', () => {
    expect(isSafeNewsFilePath(' //evil.example/a.pdf')).toBe(false);
  });
  it('needs https:// at the start, not anywhere in the value', () => {
    expect(isSafeNewsFilePath('javascript:alert("https://a.example")')).toBe(false);
  });
  it('bounds the path at 1024 characters', () => {
    const at = `news/${'a'.repeat(1015)}.pdf`;
    expect(newsFilePathSchema.safeParse(at).success).toBe(true);
    expect(newsFilePathSchema.safeParse(`${at}x`).error?.issues.map((i) => i.message)).toEqual([
      '1024文字以下で入力してください',
    ]);
  });
});

describe('news title and body', () => {
  it('trims a title of at most 100 characters and words each mistake once', () => {
    expect(newsTitleSchema.parse(' 年末年始休業のお知らせ ')).toBe('年末年始休業のお知らせ');
    const messages = (v: unknown) => newsTitleSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages('あ'.repeat(100))).toBeUndefined();
    expect(messages(`${'あ'.repeat(100)}\u0007`)).toEqual(['タイトルは100文字以下で入力してください']);
    expect(messages(' ')).toEqual(['タイトルを入力してください']);
    expect(messages(undefined)).toEqual(['タイトルを入力してください']);
    expect(messages('お知らせ\u0007')).toEqual(['制御文字は使用できません。']);
  });
  it('takes an HTML body of up to 100,000 characters, line breaks included', () => {
    expect(newsContentSchema.safeParse('<p>一行目</p>\n<p>二行目</p>').success).toBe(true);
    expect(newsContentSchema.safeParse('あ'.repeat(100_000)).success).toBe(true);
    expect(newsContentSchema.safeParse('あ'.repeat(100_001)).error?.issues.map((i) => i.message)).toEqual([
      '100000文字以下で入力してください',
    ]);
  });
});
