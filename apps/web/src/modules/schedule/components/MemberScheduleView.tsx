import type { TScheduleProject } from '@genba/api-client';
import { Avatar, Button, EmptyState } from '@genba/ui';
import { buildScale, isoOfDay, memberLabel } from '@genba/ui/gantt-board';
import type { WorkCalendar } from '@genba/validators';
import { useMemo, useState } from 'react';
import { hasAssignedMembers, memberDayGrid } from '../state/taskViews.ts';
import styles from './TaskViews.module.css';

export const MEMBER_VIEW_TEXT = {
  none: '担当メンバーが割り当てられたタスクがありません。',
  noneThisMonth: 'この月に担当メンバーの予定はありません。',
  previous: '前の月',
  next: '次の月',
} as const;

export type MemberScheduleViewProps = {
  projects: readonly TScheduleProject[];
  /** Today (`YYYY-MM-DD`, in Japan): the month shown first and the day marked. */
  today: string;
  /** The company's non-working days, shaded as on the Gantt board (the default calendar when absent). */
  calendar?: WorkCalendar;
};

/**
 * The member view (issue 14): which member is at which site on each day of a
 * month, one row per member and site. Days off are shaded from the Gantt
 * board's own scale (buildScale: the company's calendar and Japan's public
 * holidays), so both views always agree on which days are off.
 */
export const MemberScheduleView = ({ projects, today, calendar }: MemberScheduleViewProps) => {
  const [month, setMonth] = useState(today);
  const scale = useMemo(() => buildScale(month, 1, calendar), [month, calendar]);
  const days = useMemo(() => scale.days.map((d) => isoOfDay(d.day)), [scale]);
  const grid = useMemo(() => memberDayGrid(projects, days), [projects, days]);
  const title = scale.monthSpans[0]?.label ?? '';
  const monthNumber = Number(month.slice(5, 7));

  if (!hasAssignedMembers(projects))
    return <EmptyState preset="noData" description={MEMBER_VIEW_TEXT.none} />;
  return (
    <section className={styles.memberView} aria-label={`メンバー別 ${title}`}>
      <div className={styles.monthNav}>
        <Button size="sm" variant="secondary" onClick={() => setMonth(isoOfDay(scale.firstDay - 1))}>
          {MEMBER_VIEW_TEXT.previous}
        </Button>
        <h2 className={styles.monthTitle} aria-live="polite">
          {title}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setMonth(isoOfDay(scale.lastDay))}>
          {MEMBER_VIEW_TEXT.next}
        </Button>
      </div>
      {grid.length === 0 ? (
        <p className={styles.noneThisMonth}>{MEMBER_VIEW_TEXT.noneThisMonth}</p>
      ) : (
        <div
          className={styles.scroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a month wider than the screen must scroll by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className={styles.dayGrid}>
            <caption className={styles.caption}>{title}のメンバー別予定</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.memberCol}>
                  メンバー
                </th>
                <th scope="col" className={styles.siteCol}>
                  現場
                </th>
                {scale.days.map((d, i) => {
                  const offName = d.companyDayName || d.holidayName;
                  return (
                    <th
                      key={d.day}
                      scope="col"
                      className={styles.dayHead}
                      {...offDay(d)}
                      data-today={days[i] === today || undefined}
                      title={offName}
                      aria-label={`${monthNumber}月${d.date}日(${d.weekday})${offName ? ` ${offName}` : ''}`}
                    >
                      {d.date}
                      <span className={styles.weekday}>{d.weekday}</span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            {grid.map((member) => (
              <tbody key={member.member_id}>
                {member.sites.map((site, row) => (
                  <tr key={site.projectId}>
                    {row === 0 && (
                      <th
                        scope="rowgroup"
                        rowSpan={member.sites.length}
                        className={styles.memberCol}
                        title={memberLabel(member)}
                      >
                        <span className={styles.memberCell}>
                          <Avatar
                            name={member.name}
                            src={member.thumbnail_path ?? undefined}
                            type={member.company_name ? 'partner' : 'own'}
                            size="xs"
                            aria-hidden="true"
                          />
                          <span className={styles.cut}>{memberLabel(member)}</span>
                        </span>
                      </th>
                    )}
                    <th scope="row" className={styles.siteCol} title={site.project}>
                      {site.project}
                    </th>
                    {scale.days.map((d, i) => {
                      const tasks = site.cells[i];
                      const names = tasks?.map((t) => t.name).join('、');
                      return (
                        <td key={d.day} className={styles.dayCell} {...offDay(d)} title={names}>
                          {tasks && (
                            <span className={styles.onSite} data-color={tasks[0]?.color}>
                              <span className={styles.visuallyHidden}>{names}</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
};

/** The same shading data as the Gantt board's backdrop: any day off, then a public holiday or a company date. */
const offDay = (d: { nonWorking: boolean; holidayName?: string; companyDayName?: string }) => ({
  'data-off': d.nonWorking || undefined,
  'data-holiday': (d.nonWorking && d.holidayName !== undefined) || undefined,
  'data-company': d.companyDayName !== undefined || undefined,
});
