// biome-ignore-all lint/a11y/useSemanticElements: ARIA table and grid roles on boxes, on purpose: rows placed absolutely must not take part in table layout (see AttendanceTable)
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and the header, name and total cells are not focus stops; the day cells are (roving tabindex)
import { type ColumnDef, tableFeatures, useTable } from '@tanstack/react-table';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type UIEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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
  type GridPosition,
  moveGridFocus,
  WEEKDAY_LABELS,
} from './attendanceGrid.ts';

export type AttendanceTableProps = {
  /** `YYYY-MM`. */
  month: string;
  members: readonly AttendanceGridMember[];
  records: readonly AttendanceGridRecord[];
  /** Height of the scroll area; rows outside it are not rendered (virtualised). */
  height?: number;
  /**
   * Opens a day's records (the change-request or review panel of the page). Given, the table is an
   * ARIA grid: its day cells take the focus and open with Enter, Space or a click.
   */
  onCellClick?: (memberId: number, date: string, recordIds: number[]) => void;
  className?: string;
};

const ROW_HEIGHT = 40;
/**
 * Rows rendered beyond the view: a few are enough for a row every frame or two; each mounted row
 * is work in every frame's paint and layerization (bench:daily: 8 cost about 1 ms a frame more).
 */
const OVERSCAN = 4;
/** Fixed column widths: every row is laid out alone, without measuring the other rows' cells. */
const COLUMN_WIDTH = { name: 120, day: 48, total: 120 } as const;

/** TanStack Table's core only: the grid arrives computed (attendanceGrid.ts), nothing is sorted or filtered here. */
const features = tableFeatures({});
type Column = ColumnDef<typeof features, AttendanceGridRow>;
const NAME = 'name';
const TOTAL = 'total';

/** The grid position of a day cell element (its data-day, and its row's data-row). */
const positionOf = (target: EventTarget): GridPosition | null => {
  const cell = (target as Element).closest?.<HTMLElement>('[data-day]');
  const row = cell?.closest<HTMLElement>('[data-row]');
  return cell && row ? { row: Number(row.dataset.row), day: Number(cell.dataset.day) } : null;
};

/**
 * A month of attendance: members down, days across, with a sticky header row and first column, a
 * totals row, statuses coloured and only the visible rows rendered (TanStack Virtual). The grid
 * maths lives in attendanceGrid.ts (pure, unit-tested); TanStack Table's core gives the column
 * and row model.
 *
 * The markup is ARIA roles on plain boxes, not an HTML <table>: each body row is placed
 * absolutely and contained (size and layout), so a scroll step that brings a row in lays out and
 * paints that row alone. With a <table>, every step ran table layout over the rows in view
 * (bench:daily's trace: about 5 ms a frame).
 *
 * With `onCellClick` the table is an ARIA grid (roving tabindex): a day cell is itself the
 * focusable element, named in full by cellLabelOf, so a cell is one box holding its text instead
 * of a box holding a button (half the elements an entering row styles, lays out and paints).
 * Arrow keys, Home/End and PageUp/PageDown move the focus (moveGridFocus); Enter and Space open
 * the day as a click does. Without it, it is a static table whose cells carry the label as a
 * tooltip.
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
  const interactive = onCellClick !== undefined;
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
  // The grid's one tab stop; clamped when a shorter month or fewer members arrive.
  const [focus, setFocus] = useState<GridPosition>({ row: 0, day: 0 });
  const active = {
    row: Math.max(0, Math.min(focus.row, rows.length - 1)),
    day: Math.max(0, Math.min(focus.day, grid.days.length - 1)),
  };
  // Set by a key that moves the focus: the layout effect below focuses the new cell once rendered.
  const moved = useRef(false);
  const scroller = useRef<HTMLElement>(null);
  // The focus stop's row stays mounted while scrolled away, so that Tab always finds the grid and
  // a key can move on from it.
  const keepActive = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (!interactive || indexes.includes(active.row) || active.row >= range.count) return indexes;
      return [...indexes, active.row].sort((a, b) => a - b);
    },
    [interactive, active.row],
  );
  // The first frame lays out and paints the rows in view only; the rows beyond it come in a task
  // after that frame (bench:daily's first render: 19 rows less 4).
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOverscan(OVERSCAN));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    rangeExtractor: keepActive,
    // jsdom and first paint have no layout: render a first screenful anyway.
    initialRect: { width: 1024, height },
  });
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    scroller.current
      ?.querySelector<HTMLElement>(`[data-row="${active.row}"] [data-day="${active.day}"]`)
      ?.focus();
  });
  const open = useCallback(
    (at: GridPosition) => {
      const row = grid.rows[at.row];
      const cell = row?.cells[at.day];
      const day = grid.days[at.day];
      if (onCellClick && row && cell && day) onCellClick(row.member.member_id, day.date, cell.recordIds);
    },
    [grid, onCellClick],
  );
  // One listener each for every day cell (data-row, data-day) instead of closures per cell.
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const at = positionOf(event.target);
      if (at) open(at);
    },
    [open],
  );
  const pageRows = Math.max(1, Math.floor(height / ROW_HEIGHT) - 2);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = positionOf(event.target);
    if (!at) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(at);
      return;
    }
    const to = moveGridFocus(
      at,
      event.key,
      { rows: rows.length, days: grid.days.length, pageRows },
      event.ctrlKey || event.metaKey,
    );
    if (!to) return;
    event.preventDefault();
    moved.current = true;
    setFocus(to);
  };
  // A click or the browser focusing a cell makes it the tab stop.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = positionOf(event.target);
    if (at && (at.row !== active.row || at.day !== active.day)) setFocus(at);
  };
  // data-across turns the name column sticky (see the CSS): set on the element itself, so that a
  // scroll step renders nothing in React for it.
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    box.toggleAttribute('data-across', box.scrollLeft > 0);
  }, []);
  const daysEnd = COLUMN_WIDTH.name + grid.days.length * COLUMN_WIDTH.day;
  // --day-end: where the body's day column lines stop (see the CSS).
  const tableStyle = { width: daysEnd + COLUMN_WIDTH.total, '--day-end': `${daysEnd}px` } as CSSProperties;
  const cellRole = interactive ? 'gridcell' : 'cell';

  return (
    <section
      ref={scroller}
      className={cx(styles.scroller, className)}
      style={{ maxHeight: height }}
      onScroll={onScroll}
      // A static table's scroll area must be reachable by keyboard (axe scrollable-region-focusable);
      // a grid's is through its day cells.
      tabIndex={interactive ? undefined : 0}
      aria-label={`${month} 勤怠表`}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: grid and table both take the row and column counts */}
      <div
        role={interactive ? 'grid' : 'table'}
        className={styles.table}
        style={tableStyle}
        aria-rowcount={grid.rows.length + 2}
        aria-colcount={columns.length}
      >
        <HeaderRow days={grid.days} />
        <div
          role="rowgroup"
          className={styles.body}
          style={{ height: virtual.getTotalSize() }}
          onClick={interactive ? onClick : undefined}
          onKeyDown={interactive ? onKeyDown : undefined}
          onFocus={interactive ? onFocus : undefined}
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
                cellRole={cellRole}
                focusDay={!interactive ? undefined : item.index === active.row ? active.day : -1}
              />
            ) : null;
          })}
        </div>
        <FooterRow grid={grid} cellRole={cellRole} />
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

type CellRole = 'cell' | 'gridcell';

/** The totals row, kept at the bottom of the scroll area; memoised like the header. */
const FooterRow = memo(({ grid, cellRole }: { grid: AttendanceGrid; cellRole: CellRole }) => (
  <div role="rowgroup" className={styles.foot}>
    <div role="row" aria-rowindex={grid.rows.length + 2} className={styles.row}>
      <div role="rowheader" className={cx(styles.name, styles.corner)}>
        合計
      </div>
      {grid.days.map((d, i) => (
        <div key={d.date} role={cellRole} className={styles.sum}>
          {grid.dayCounts[i] ? `${grid.dayCounts[i]}人` : ''}
        </div>
      ))}
      <div role={cellRole} className={styles.total}>
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
  cellRole: CellRole;
  /** A grid's row: the day cell that is the tab stop (-1 for none). A static table's: undefined. */
  focusDay: number | undefined;
};

/**
 * One member's row: one element per cell holding its text, no component or hook per cell.
 * Memoised: a scroll step changes which rows are in view, and only the rows that enter render
 * (and the two whose tab stop a key moves).
 */
const BodyRow = memo(({ row, index, top, days, cellRole, focusDay }: BodyRowProps) => (
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
      const cell = row.cells[i] ?? null;
      const grid = focusDay !== undefined;
      const label = grid || cell ? cellLabelOf(row.member, day, cell) : undefined;
      return (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label only on a gridcell (a static cell has a title)
        <div
          key={day.date}
          role={cellRole}
          className={styles.cell}
          data-state={cell ? cellStateOf(cell) : undefined}
          data-day={i}
          aria-label={grid ? label : undefined}
          title={grid ? undefined : label}
          tabIndex={grid ? (i === focusDay ? 0 : -1) : undefined}
        >
          {cell ? formatHours(cell.workedMinutes) : null}
        </div>
      );
    })}
    <div role={cellRole} className={styles.total}>
      {row.days}日 / {formatHours(row.workedMinutes)}
    </div>
  </div>
));
