import { Page as AdminNewsPage } from './AdminNewsPage.tsx';
import { Page as NewsDetailPage } from './NewsDetailPage.tsx';
import { Page as NewsPage } from './NewsPage.tsx';
import { Page as NewsSettingPage } from './NewsSettingPage.tsx';

/** The news family's pages by route path (app/pages.ts loads this one chunk for all five). */
export const NEWS_PAGES = {
  news: NewsPage,
  'news/:id/detail': NewsDetailPage,
  'news/setting': NewsSettingPage,
  'news/setting-pc': NewsSettingPage,
  'admin/news': AdminNewsPage,
} as const;
