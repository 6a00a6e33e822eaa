import type { WorkCalendarLookup } from '@genba/validators';
import type { GanttProject, GanttTask } from '../GanttBoard/ganttTypes.ts';
import { calendarLookup, isoOfDay } from '../GanttBoard/useGanttState.ts';

/** A task as a calendar event: all-day, the end exclusive (react-big-calendar's convention). */
export type ScheduleCalendarEvent = {
  id: number;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
  task: GanttTask;
  projectName: string;
};

const localDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** Every task of the projects as an event titled 「現場名：作業名」 (pure; unit-tested). */
export const toCalendarEvents = (projects: readonly GanttProject[]): ScheduleCalendarEvent[] =>
  projects.flatMap((p) =>
    p.tasks.map((task) => {
      const end = localDate(task.end_date);
      end.setDate(end.getDate() + 1);
      return {
        id: task.id,
        title: `${p.case_name}：${task.name}`,
        start: localDate(task.start_date),
        end,
        allDay: true as const,
        task,
        projectName: p.case_name,
      };
    }),
  );

/** `YYYY-MM-DD` of a local date. */
export const isoOfLocal = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Whether a calendar day is off by the company's calendar (Saturdays, Sundays and public holidays by default). */
export const isNonWorkingDay = (d: Date, lookup: WorkCalendarLookup = calendarLookup()): boolean =>
  lookup.isNonWorking(isoOfLocal(d));

export { isoOfDay };
