import type { WorkCalendar } from '@genba/validators';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { ja } from 'date-fns/locale/ja';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, dateFnsLocalizer, type View, Views } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { GanttProject } from '../GanttBoard/ganttTypes.ts';
import { calendarLookup, holidayName } from '../GanttBoard/useGanttState.ts';
import { cx } from '../internal/cx.ts';
import styles from './ScheduleCalendar.module.css';
import {
  isNonWorkingDay,
  isoOfLocal,
  type ScheduleCalendarEvent,
  toCalendarEvents,
} from './scheduleCalendarState.ts';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (d: Date) => startOfWeek(d, { locale: ja }),
  getDay,
  locales: { ja },
});

/** react-big-calendar's toolbar and view labels in Japanese. */
export const SCHEDULE_CALENDAR_MESSAGES = {
  today: '今日',
  previous: '前へ',
  next: '次へ',
  month: '月',
  week: '週',
  day: '日',
  agenda: '一覧',
  date: '日付',
  time: '時間',
  event: '作業',
  allDay: '終日',
  noEventsInRange: 'この期間の作業はありません',
  showMore: (n: number) => `他${n}件`,
} as const;

export type ScheduleCalendarProps = {
  projects: readonly GanttProject[];
  /** The month shown first. */
  defaultDate?: Date;
  defaultView?: 'month' | 'week' | 'agenda';
  /** The company's non-working days; Saturdays, Sundays and public holidays when not given. */
  calendar?: WorkCalendar;
  onSelectTask?: (event: ScheduleCalendarEvent) => void;
  height?: number | string;
  className?: string;
};

/** The same tasks on a month, week or agenda calendar (react-big-calendar, Japanese locale, holidays shaded). */
export const ScheduleCalendar = ({
  projects,
  defaultDate,
  defaultView = 'month',
  calendar,
  onSelectTask,
  height = 640,
  className,
}: ScheduleCalendarProps) => {
  const events = useMemo(() => toCalendarEvents(projects), [projects]);
  const lookup = useMemo(() => calendarLookup(calendar), [calendar]);
  const [view, setView] = useState<View>(defaultView);
  const ref = useRef<HTMLDivElement>(null);
  // The week and agenda views scroll inside themselves: make those regions reachable by keyboard (WCAG 2.1.1).
  useEffect(() => {
    for (const region of ref.current?.querySelectorAll<HTMLElement>(
      '.rbc-agenda-content, .rbc-time-content',
    ) ?? []) {
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', view === 'agenda' ? '作業の一覧' : '週の予定');
    }
  });
  return (
    <div ref={ref} className={cx(styles.calendar, className)} style={{ height }}>
      <Calendar<ScheduleCalendarEvent>
        localizer={localizer}
        culture="ja"
        events={events}
        defaultDate={defaultDate}
        view={view}
        onView={setView}
        views={[Views.MONTH, Views.WEEK, Views.AGENDA]}
        messages={SCHEDULE_CALENDAR_MESSAGES}
        formats={{
          monthHeaderFormat: 'yyyy年M月',
          dayHeaderFormat: 'M月d日(EEE)',
          agendaDateFormat: 'M月d日(EEE)',
        }}
        popup
        onSelectEvent={onSelectTask}
        eventPropGetter={(event) => ({ className: styles.event, 'data-color': event.task.color }) as never}
        dayPropGetter={(date) => {
          const off = isNonWorkingDay(date, lookup);
          const holiday = holidayName(isoOfLocal(date));
          return {
            className: off ? (holiday ? styles.holiday : styles.offDay) : undefined,
            title: holiday,
          };
        }}
      />
    </div>
  );
};
