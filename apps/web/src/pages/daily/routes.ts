import { Page as AggregateOldPage } from '../aggregate/AggregateOldPage.tsx';
import { Page as AggregatePage } from '../aggregate/AggregatePage.tsx';
import { Page as AttendancePage } from '../attendance/AttendancePage.tsx';
import { Page as DailyConfirmPage } from './DailyConfirmPage.tsx';
import { Page as DailyCreatePage } from './DailyCreatePage.tsx';
import { Page as DailyDetailPage } from './DailyDetailPage.tsx';
import { Page as DailyEditPage } from './DailyEditPage.tsx';
import { Page as DailyListPage } from './DailyListPage.tsx';
import { Page as DailyProxyPage } from './DailyProxyPage.tsx';

/** The daily family's pages by route path (app/pages.ts loads this one chunk for all of them). */
export const DAILY_PAGES = {
  daily: DailyListPage,
  'daily/daily-create': DailyCreatePage,
  'project-daily/create': DailyCreatePage,
  'daily/allmembers/daily-confirm': DailyConfirmPage,
  'daily/proxy-regist': DailyProxyPage,
  'daily/detail/:id': DailyDetailPage,
  'daily/edit/:id': DailyEditPage,
  attendance: AttendancePage,
  aggregate: AggregatePage,
  'aggregate-old': AggregateOldPage,
} as const;
