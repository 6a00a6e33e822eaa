import { describe, expect, it } from 'vitest';
import { isSafeNewsFilePath, NEWS_MESSAGE, newsFilePathSchema } from './rules.ts';

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
