import { describe, expect, it } from 'vitest';
import { newsDetailPath, openActionOf } from './openNews.ts';

describe('openActionOf', () => {
  it('opens html, extensionless and invitation items on the detail page, downloads the rest', () => {
    expect(openActionOf({ id: 1, news_type: 'notice', news_file_path: null })).toBe('detail');
    expect(openActionOf({ id: 1, news_type: 'notice', news_file_path: '/news/a.html' })).toBe('detail');
    expect(openActionOf({ id: 1, news_type: 'invitation', news_file_path: '/news/a.pdf' })).toBe('detail');
    expect(openActionOf({ id: 1, news_type: 'notice', news_file_path: '/news/a.pdf' })).toBe('download');
    expect(newsDetailPath(7)).toBe('/news/7/detail');
  });
});
