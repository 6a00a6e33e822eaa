import type { TDailyReport } from '@genba/api-client/schemas';
import type { DailySummary } from '@genba/ui/daily-popover';

/** The wire report as the posted daily's popup summarises it (getDaily). */
export const toDailySummary = (daily: TDailyReport): DailySummary => ({
  date: daily.daily_date,
  siteName: daily.case_name,
  author: daily.member_name,
  proxyAuthor: daily.proxy_member_name,
  weather: daily.weather,
  temperature: daily.temperature,
  humidity: daily.humidity,
  times: daily.attendance
    ? {
        start: daily.attendance.attendance_start,
        end: daily.attendance.leave_work,
        restMinutes: daily.attendance.rest_minutes,
      }
    : null,
  work: daily.work_details.length > 0 ? daily.work_details.map((d) => d.work_content) : [daily.work_contents],
  confirmed: daily.approval_status === 5,
  confirmer: daily.confirm_member_name,
});
