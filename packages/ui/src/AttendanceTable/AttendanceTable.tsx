import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './AttendanceTable.module.css';
import {
  type AttendanceGridMember,
  type AttendanceGridRecord,
  buildAttendanceGrid,
  formatHours,
  STATUS_STATE,
  WEEKDAY_LABELS,
} from './attendanceGrid.ts';

export type AttendanceTableProps = {
  /** `YYYY-MM`. */
  month: string;
  members: readonly AttendanceGridMember[];
  records: readonly AttendanceGridRecord[];
  /** Height of the scroll area; rows outside it are not rendered (virtualised). */
  height?: number;
  /** Opens a day's records (the change-request or review panel of the page). */
  onCellClick?: (memberId: number, date: string, recordIds: number[]) => void;
  className?: string;
};

const ROW_HEIGHT = 40;

const STATUS_LABEL: Record<string, string> = {
  normal: '',
  fixed: '確定',
  'change-request': '変更申請中',
  waiting: '確認待ち',
  rejected: '却下',
};

/**
 * A month of attendance: members down, days across, with a sticky header row and first column,
 * a totals row, statuses coloured and only the visible rows rendered. The grid maths lives in
 * attendanceGrid.ts (pure, unit-tested).
 */
export const AttendanceTable = ({
  month,
  members,
  records,
  height = 480,
  onCellClick,
  className,
}: AttendanceTableProps) => {
  const grid = useMemo(() => buildAttendanceGrid(month, members, records), [month, members, records]);
  const scroller = useRef<HTMLElement>(null);
  const virtual = useVirtualizer({
    count: grid.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // jsdom and first paint have no layout: render a first screenful anyway.
    initialRect: { width: 1024, height },
  });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = grid.days.length + 2;

  return (
    <section
      ref={scroller}
      className={cx(styles.scroller, className)}
      style={{ maxHeight: height }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={`${month} 勤怠表`}
    >
      <table className={styles.table} aria-rowcount={grid.rows.length + 2}>
        <thead>
          <tr>
            <th scope="col" className={cx(styles.corner, styles.name)}>
              メンバー
            </th>
            {grid.days.map((d) => (
              <th key={d.date} scope="col" className={styles.day} data-weekday={d.weekday}>
                {d.day}
                <span className={styles.weekday}>{WEEKDAY_LABELS[d.weekday]}</span>
              </th>
            ))}
            <th scope="col" className={styles.total}>
              合計
            </th>
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr>
              <td colSpan={columns} style={{ height: padTop, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = grid.rows[item.index];
            if (!row) return null;
            return (
              <tr key={row.member.member_id} style={{ height: ROW_HEIGHT }} aria-rowindex={item.index + 2}>
                <th scope="row" className={styles.name}>
                  {row.member.name}
                </th>
                {row.cells.map((cell, i) => {
                  const day = grid.days[i];
                  if (!day) return null;
                  if (!cell) return <td key={day.date} className={styles.cell} data-weekday={day.weekday} />;
                  const state = cell.status === null ? 'normal' : STATUS_STATE[cell.status];
                  const label = `${formatHours(cell.workedMinutes)} ${row.member.name} ${day.day}日 ${cell.start ?? '--:--'}〜${cell.end ?? '--:--'} ${STATUS_LABEL[state] ?? ''}`;
                  return (
                    <td key={day.date} className={styles.cell} data-state={state} data-weekday={day.weekday}>
                      {onCellClick ? (
                        <button
                          type="button"
                          className={styles.cellButton}
                          aria-label={label}
                          onClick={() => onCellClick(row.member.member_id, day.date, cell.recordIds)}
                        >
                          {formatHours(cell.workedMinutes)}
                        </button>
                      ) : (
                        <span title={label}>{formatHours(cell.workedMinutes)}</span>
                      )}
                    </td>
                  );
                })}
                <td className={styles.total}>
                  {row.days}日 / {formatHours(row.workedMinutes)}
                </td>
              </tr>
            );
          })}
          {padBottom > 0 ? (
            <tr>
              <td colSpan={columns} style={{ height: padBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={cx(styles.name, styles.footName)}>
              合計
            </th>
            {grid.days.map((d, i) => (
              <td key={d.date} className={styles.foot}>
                {grid.dayCounts[i] ? `${grid.dayCounts[i]}人` : ''}
              </td>
            ))}
            <td className={cx(styles.total, styles.foot)}>
              {grid.totalDays}人日 / {formatHours(grid.totalMinutes)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
};
