import { Page as AccountChangePage } from './AccountChangePage.tsx';
import { Page as AccountDeletePage } from './AccountDeletePage.tsx';
import { Page as AccountPage } from './AccountPage.tsx';

/** The account's pages by route path (app/pages.ts loads this one chunk for all three). */
export const ACCOUNT_PAGES = {
  account: AccountPage,
  'account-change/:token': AccountChangePage,
  accountdelete: AccountDeletePage,
} as const;
