import { describe, expect, it } from 'vitest';
import { newsOpenAction } from './news.ts';

describe('newsOpenAction', () => {
  it('opens html, extensionless and invitation news on the detail page', () => {
    expect(newsOpenAction({ news_file_path: 'news/1.html', isInvitation: false }, false)).toBe('detail');
    expect(newsOpenAction({ news_file_path: 'news/1', isInvitation: false }, false)).toBe('detail');
    expect(newsOpenAction({ news_file_path: null, isInvitation: false }, false)).toBe('detail');
    expect(newsOpenAction({ news_file_path: 'news/1.pdf', isInvitation: true }, false)).toBe('detail');
  });
  it('downloads other files, or hands them to the native viewer in the app', () => {
    expect(newsOpenAction({ news_file_path: 'news/1.pdf?t=1', isInvitation: false }, false)).toBe('download');
    expect(newsOpenAction({ news_file_path: 'news/1.pdf', isInvitation: false }, true)).toBe('nativeViewer');
  });
});
