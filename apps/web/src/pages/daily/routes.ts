import { Page as AggregatePage } from '../aggregate/AggregatePage.tsx';
import { Page as AttendancePage } from '../attendance/AttendancePage.tsx';
import { Page as DailyConfirmPage } from './DailyConfirmPage.tsx';
import { Page as DailyCreatePage } from './DailyCreatePage.tsx';
import { Page as DailyListPage } from './DailyListPage.tsx';

/** The daily family's pages by route path (app/pages.ts loads this one chunk for all six). */
export const DAILY_PAGES = {
  daily: DailyListPage,
  'daily/daily-create': DailyCreatePage,
  'project-daily/create': DailyCreatePage,
  'daily/allmembers/daily-confirm': DailyConfirmPage,
  attendance: AttendancePage,
  aggregate: AggregatePage,
} as const;
