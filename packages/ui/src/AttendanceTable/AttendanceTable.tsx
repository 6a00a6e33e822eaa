import { type ColumnDef, FlexRender, type Row, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useMemo, useRef } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './AttendanceTable.module.css';
import {
  type AttendanceGridDay,
  type AttendanceGridMember,
  type AttendanceGridRecord,
  type AttendanceGridRow,
  buildAttendanceGrid,
  cellStateOf,
  formatHours,
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
/**
 * Fixed column widths (table-layout: fixed): a scroll step then lays out only the rows that
 * change, instead of measuring every cell again to size the columns.
 */
const COLUMN_WIDTH = { name: 120, day: 48, total: 120 } as const;

/** TanStack Table's core only: the grid arrives computed (attendanceGrid.ts), nothing is sorted or filtered here. */
const features = tableFeatures({});
type Column = ColumnDef<typeof features, AttendanceGridRow>;
const NAME = 'name';
const TOTAL = 'total';

const STATUS_LABEL: Record<string, string> = {
  normal: '',
  fixed: '確定',
  'change-request': '変更申請中',
  waiting: '確認待ち',
  rejected: '却下',
};

/**
 * A month of attendance on TanStack Table v9 (core): members down, days across, with a sticky
 * header row and first column, a totals row, statuses coloured and only the visible rows rendered
 * (TanStack Virtual). The grid maths lives in attendanceGrid.ts (pure, unit-tested); the table
 * model gives the columns, rows and cells.
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
  // Columns: the member, one per day (the cell's worked hours, a button when cells open), the total.
  const columns = useMemo<Column[]>(
    () => [
      {
        id: NAME,
        header: 'メンバー',
        accessorFn: (r) => r.member.name,
        cell: (info) => info.row.original.member.name,
      },
      ...grid.days.map(
        (day, i): Column => ({
          id: day.date,
          header: String(day.day),
          accessorFn: (r) => r.cells[i]?.workedMinutes ?? null,
          cell: (info) => dayContent(info.row.original, day, i, onCellClick),
        }),
      ),
      {
        id: TOTAL,
        header: '合計',
        accessorFn: (r) => r.workedMinutes,
        cell: (info) => `${info.row.original.days}日 / ${formatHours(info.row.original.workedMinutes)}`,
      },
    ],
    [grid.days, onCellClick],
  );
  const table = useTable({
    features,
    columns,
    data: grid.rows,
    getRowId: (r) => String(r.member.member_id),
  });
  const rows = table.getRowModel().rows;
  const dayOf = useMemo(() => new Map(grid.days.map((d, i) => [d.date, { day: d, index: i }])), [grid.days]);
  const scroller = useRef<HTMLElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // jsdom and first paint have no layout: render a first screenful anyway.
    initialRect: { width: 1024, height },
  });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = columns.length;

  return (
    <section
      ref={scroller}
      className={cx(styles.scroller, className)}
      style={{ maxHeight: height }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={`${month} 勤怠表`}
    >
      <table
        className={styles.table}
        style={{ width: COLUMN_WIDTH.name + grid.days.length * COLUMN_WIDTH.day + COLUMN_WIDTH.total }}
        aria-rowcount={grid.rows.length + 2}
      >
        <colgroup>
          <col style={{ width: COLUMN_WIDTH.name }} />
          {grid.days.map((d) => (
            <col key={d.date} style={{ width: COLUMN_WIDTH.day }} />
          ))}
          <col style={{ width: COLUMN_WIDTH.total }} />
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                if (id === NAME)
                  return (
                    <th key={header.id} scope="col" className={cx(styles.corner, styles.name)}>
                      メンバー
                    </th>
                  );
                if (id === TOTAL)
                  return (
                    <th key={header.id} scope="col" className={styles.total}>
                      合計
                    </th>
                  );
                const day = dayOf.get(id)?.day;
                return (
                  <th key={header.id} scope="col" className={styles.day} data-weekday={day?.weekday}>
                    {day?.day}
                    <span className={styles.weekday}>{day ? WEEKDAY_LABELS[day.weekday] : ''}</span>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr>
              <td colSpan={span} style={{ height: padTop, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? <BodyRow key={row.id} row={row} rowIndex={item.index} dayOf={dayOf} /> : null;
          })}
          {padBottom > 0 ? (
            <tr>
              <td colSpan={span} style={{ height: padBottom, padding: 0 }} />
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

type BodyRowProps = {
  row: Row<typeof features, AttendanceGridRow>;
  rowIndex: number;
  dayOf: ReadonlyMap<string, { day: AttendanceGridDay; index: number }>;
};

/**
 * One member's row. Memoised: a scroll step changes which rows are in view, and only the rows that
 * enter render; without it every row in view (33 cells each) rendered again on every step.
 */
const BodyRow = memo(({ row, rowIndex, dayOf }: BodyRowProps) => (
  <tr style={{ height: ROW_HEIGHT }} aria-rowindex={rowIndex + 2}>
    {row.getAllCells().map((cell) => {
      const id = cell.column.id;
      if (id === NAME)
        return (
          <th key={cell.id} scope="row" className={styles.name} title={row.original.member.name}>
            <FlexRender cell={cell} />
          </th>
        );
      if (id === TOTAL)
        return (
          <td key={cell.id} className={styles.total}>
            <FlexRender cell={cell} />
          </td>
        );
      const at = dayOf.get(id);
      const value = at ? row.original.cells[at.index] : null;
      return (
        <td
          key={cell.id}
          className={styles.cell}
          data-state={value ? cellStateOf(value) : undefined}
          data-weekday={at?.day.weekday}
        >
          <FlexRender cell={cell} />
        </td>
      );
    })}
  </tr>
));

/** A day cell's content: the worked hours, as a button that opens the day when cells open. */
const dayContent = (
  row: AttendanceGridRow,
  day: AttendanceGridDay,
  index: number,
  onCellClick: AttendanceTableProps['onCellClick'],
): ReactNode => {
  const cell = row.cells[index];
  if (!cell) return null;
  const state = cellStateOf(cell);
  const label = `${formatHours(cell.workedMinutes)} ${row.member.name} ${day.day}日 ${cell.start ?? '--:--'}〜${cell.end ?? '--:--'} ${STATUS_LABEL[state] ?? ''}`;
  return onCellClick ? (
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
  );
};
