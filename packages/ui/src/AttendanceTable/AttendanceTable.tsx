// biome-ignore-all lint/a11y/useSemanticElements: ARIA table roles on boxes, on purpose: rows placed absolutely must not take part in table layout (see AttendanceTable)
// biome-ignore-all lint/a11y/useFocusableInteractive: row and cell are a static table's roles here, not a grid's widgets; the day buttons take the focus
import { type ColumnDef, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type MouseEvent, memo, type UIEvent, useCallback, useMemo, useRef } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './AttendanceTable.module.css';
import {
  type AttendanceGrid,
  type AttendanceGridDay,
  type AttendanceGridMember,
  type AttendanceGridRecord,
  type AttendanceGridRow,
  buildAttendanceGrid,
  cellLabelOf,
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
/** Fixed column widths: every row is laid out alone, without measuring the other rows' cells. */
const COLUMN_WIDTH = { name: 120, day: 48, total: 120 } as const;

/** TanStack Table's core only: the grid arrives computed (attendanceGrid.ts), nothing is sorted or filtered here. */
const features = tableFeatures({});
type Column = ColumnDef<typeof features, AttendanceGridRow>;
const NAME = 'name';
const TOTAL = 'total';

/**
 * A month of attendance: members down, days across, with a sticky header row and first column, a
 * totals row, statuses coloured and only the visible rows rendered (TanStack Virtual). The grid
 * maths lives in attendanceGrid.ts (pure, unit-tested); TanStack Table's core gives the column
 * and row model.
 *
 * The markup is ARIA table roles on plain boxes, not an HTML <table>: each body row is
 * placed absolutely and contained (size and layout), so a scroll step that brings a row in
 * lays out and paints that row alone. With a <table>, every step ran table layout over the rows in
 * view (bench:daily's trace: about 5 ms a frame).
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
  const columns = useMemo<Column[]>(
    () => [
      { id: NAME, header: 'メンバー', accessorFn: (r) => r.member.name },
      ...grid.days.map(
        (day, i): Column => ({
          id: day.date,
          header: String(day.day),
          accessorFn: (r) => r.cells[i]?.workedMinutes ?? null,
        }),
      ),
      { id: TOTAL, header: '合計', accessorFn: (r) => r.workedMinutes },
    ],
    [grid.days],
  );
  const table = useTable({
    features,
    columns,
    data: grid.rows,
    getRowId: (r) => String(r.member.member_id),
  });
  const rows = table.getRowModel().rows;
  const scroller = useRef<HTMLElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // A few rows beyond the view are enough for a row every frame or two; each mounted row is work
    // in every frame's paint and layerization (bench:daily: overscan 8 cost about 1 ms a frame more).
    overscan: 4,
    // jsdom and first paint have no layout: render a first screenful anyway.
    initialRect: { width: 1024, height },
  });
  // One listener for every day cell's button (data-row, data-day) instead of a closure per cell.
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const button = (event.target as Element).closest<HTMLElement>('button[data-day]');
      const row = grid.rows[Number(button?.closest<HTMLElement>('[data-row]')?.dataset.row)];
      const index = Number(button?.dataset.day);
      const cell = row?.cells[index];
      const day = grid.days[index];
      if (onCellClick && row && cell && day) onCellClick(row.member.member_id, day.date, cell.recordIds);
    },
    [grid, onCellClick],
  );
  // data-across turns the name column sticky (see the CSS): set on the element itself, so that a
  // scroll step renders nothing in React for it.
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    box.toggleAttribute('data-across', box.scrollLeft > 0);
  }, []);
  const width = COLUMN_WIDTH.name + grid.days.length * COLUMN_WIDTH.day + COLUMN_WIDTH.total;

  return (
    <section
      ref={scroller}
      className={cx(styles.scroller, className)}
      style={{ maxHeight: height }}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={`${month} 勤怠表`}
    >
      <div
        role="table"
        className={styles.table}
        style={{ width }}
        aria-rowcount={grid.rows.length + 2}
        aria-colcount={columns.length}
      >
        <HeaderRow days={grid.days} />
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the cells' buttons, which keys press too */}
        <div
          role="rowgroup"
          className={styles.body}
          style={{ height: virtual.getTotalSize() }}
          onClick={onCellClick ? onClick : undefined}
        >
          {virtual.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return row ? (
              <BodyRow
                key={row.id}
                row={row.original}
                index={item.index}
                top={item.start}
                days={grid.days}
                clickable={onCellClick !== undefined}
              />
            ) : null;
          })}
        </div>
        <FooterRow grid={grid} />
      </div>
    </section>
  );
};

/** The day headers; memoised so that a scroll step does not render them again. */
const HeaderRow = memo(({ days }: { days: readonly AttendanceGridDay[] }) => (
  <div role="rowgroup" className={styles.head}>
    <div role="row" aria-rowindex={1} className={styles.row}>
      <div role="columnheader" className={cx(styles.name, styles.corner)}>
        メンバー
      </div>
      {days.map((day) => (
        <div key={day.date} role="columnheader" className={styles.day} data-weekday={day.weekday}>
          {day.day}
          <span className={styles.weekday}>{WEEKDAY_LABELS[day.weekday]}</span>
        </div>
      ))}
      <div role="columnheader" className={styles.total}>
        合計
      </div>
    </div>
  </div>
));

/** The totals row, kept at the bottom of the scroll area; memoised like the header. */
const FooterRow = memo(({ grid }: { grid: AttendanceGrid }) => (
  <div role="rowgroup" className={styles.foot}>
    <div role="row" aria-rowindex={grid.rows.length + 2} className={styles.row}>
      <div role="rowheader" className={cx(styles.name, styles.corner)}>
        合計
      </div>
      {grid.days.map((d, i) => (
        <div key={d.date} role="cell" className={styles.sum}>
          {grid.dayCounts[i] ? `${grid.dayCounts[i]}人` : ''}
        </div>
      ))}
      <div role="cell" className={styles.total}>
        {grid.totalDays}人日 / {formatHours(grid.totalMinutes)}
      </div>
    </div>
  </div>
));

type BodyRowProps = {
  row: AttendanceGridRow;
  index: number;
  top: number;
  days: readonly AttendanceGridDay[];
  clickable: boolean;
};

/**
 * One member's row: plain elements, no component or hook per cell. Memoised: a scroll step changes
 * which rows are in view, and only the rows that enter render.
 */
const BodyRow = memo(({ row, index, top, days, clickable }: BodyRowProps) => (
  <div
    role="row"
    aria-rowindex={index + 2}
    className={cx(styles.row, styles.bodyRow)}
    style={{ top } satisfies CSSProperties}
    data-row={index}
  >
    <div role="rowheader" className={styles.name} title={row.member.name}>
      {row.member.name}
    </div>
    {days.map((day, i) => {
      const cell = row.cells[i];
      if (!cell) return <div key={day.date} role="cell" className={styles.cell} />;
      const label = cellLabelOf(row.member, day, cell);
      const hours = formatHours(cell.workedMinutes);
      return (
        <div key={day.date} role="cell" className={styles.cell} data-state={cellStateOf(cell)}>
          {clickable ? (
            <button type="button" className={styles.cellButton} aria-label={label} data-day={i}>
              {hours}
            </button>
          ) : (
            <span title={label}>{hours}</span>
          )}
        </div>
      );
    })}
    <div role="cell" className={styles.total}>
      {row.days}日 / {formatHours(row.workedMinutes)}
    </div>
  </div>
));
