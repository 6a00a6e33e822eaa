import { Page as HolidaySettingsPage } from './HolidaySettingsPage.tsx';
import { Page as SchedulePage } from './SchedulePage.tsx';
import { Page as TemplateSettingsPage } from './TemplateSettingsPage.tsx';

/**
 * The schedule family's pages by route path: app/pages.ts loads this one chunk
 * for all five (one loader in the entry instead of four keeps /login and /talk
 * within their first-load budgets). The template settings are a rare page, so
 * sharing the board's chunk costs little.
 */
export const SCHEDULE_PAGES = {
  board: SchedulePage,
  'schedule-board': SchedulePage,
  'genbamastersetting/process-template': TemplateSettingsPage,
  'genbamastersetting/holiday': HolidaySettingsPage,
  'genbamaster/template': TemplateSettingsPage,
} as const;
