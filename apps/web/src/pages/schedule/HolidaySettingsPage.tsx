import { WorkCalendarForm } from '@genba/forms';
import { holidaysBetween } from '@genba/ui/gantt-board';
import { japanDate } from '@genba/validators';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from '../../modules/schedule/components/HolidaySettings.module.css';
import { useSaveWorkCalendar, useWorkCalendar } from '../../modules/schedule/hooks/useWorkCalendar.ts';
import { formFailureOf } from '../../modules/schedule/utils/formFailure.ts';
import { useMember } from '../../modules/session/hooks/useSession.ts';
import { MemberLayout } from '../../modules/shell/components/MemberLayout/index.ts';
import { LoadingStatus, QueryState } from '../../modules/shell/components/QueryState/index.ts';

export const HOLIDAY_SETTINGS_TEXT = {
  title: '休日設定',
  saved: '休日設定を保存しました。',
  holidays: (year: number) => `${year}年の祝日`,
} as const;

/**
 * /genbamastersetting/holiday (our design, issue 14: the spec names the
 * company's non-working days but no screen): the weekdays and dates the
 * company keeps off, shaded on the schedule board, and the year's public
 * holidays for reference.
 */
export const Page = () => {
  const { user, company } = useMember();
  const calendar = useWorkCalendar();
  const save = useSaveWorkCalendar();
  const [saved, setSaved] = useState(false);
  const [year] = useState(() => Number(japanDate(new Date()).slice(0, 4)));
  const holidays = holidaysBetween(`${year}-01-01`, `${year}-12-31`);
  return (
    <MemberLayout title={HOLIDAY_SETTINGS_TEXT.title} userName={user.name} companyName={company.name}>
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{HOLIDAY_SETTINGS_TEXT.title}</h1>
          <Link to="/board">全体工程表へ</Link>
        </div>
        <QueryState
          query={calendar}
          pending={<LoadingStatus label="休日設定を読み込み中" heights={[120, 200]} />}
        >
          {(data) => (
            <div className={styles.columns}>
              <WorkCalendarForm
                defaultValues={data.calendar}
                canEdit={data.can_edit}
                onSubmit={async (values) => {
                  setSaved(false);
                  try {
                    await save(values);
                    setSaved(true);
                    return { ok: true };
                  } catch (error) {
                    return formFailureOf(error);
                  }
                }}
              />
              <section className={styles.holidays} aria-labelledby="public-holidays">
                <h2 id="public-holidays" className={styles.subheading}>
                  {HOLIDAY_SETTINGS_TEXT.holidays(year)}
                </h2>
                <p className={styles.note}>
                  {data.calendar.public_holidays_off ? '休日として扱います。' : '稼働日として扱います。'}
                </p>
                <ul className={styles.holidayList}>
                  {holidays.map((h) => (
                    <li key={h.date}>
                      <span className={styles.date}>{h.date.replaceAll('-', '/')}</span> {h.name}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          )}
        </QueryState>
        {saved && (
          <p role="status" className={styles.saved}>
            {HOLIDAY_SETTINGS_TEXT.saved}
          </p>
        )}
      </div>
    </MemberLayout>
  );
};
