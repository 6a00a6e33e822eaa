import { describe, expect, it } from 'vitest';
import { newsOpenAction } from './news.ts';

const open = (news_file_path: string | null, inApp = false) =>
  newsOpenAction({ news_file_path, isInvitation: false }, inApp);

describe('newsOpenAction reads the file name of the path', () => {
  it('opens html, htm and extensionless files as a page', () => {
    expect(open('/news/1/notice.html')).toBe('detail');
    expect(open('/news/1/notice.htm')).toBe('detail');
    expect(open('/news/1/notice')).toBe('detail');
    expect(open(null)).toBe('detail');
  });

  it('ignores a dot in a folder name, the query and the fragment', () => {
    expect(open('/news.v2/notice')).toBe('detail');
    expect(open('/news/notice.pdf?v=1.html')).toBe('download');
    expect(open('/news/notice.html#a.pdf')).toBe('detail');
    expect(open('notice.pdf', true)).toBe('nativeViewer');
  });
});
