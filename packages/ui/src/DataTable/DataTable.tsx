import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { memo, type ReactNode, useMemo } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ChevronDownIcon } from '../Icon/icons.tsx';
import { cx } from '../internal/cx.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import styles from './DataTable.module.css';
import { ariaSort, nextSort, type SortState } from './dataTableState.ts';

/** One column: the app decides which columns show and in what order, and passes only those. */
export type DataTableColumn<T> = {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** The server (or the caller) can sort by it: the header becomes a button. */
  readonly sortable?: boolean;
  /** Minimum width in px; the table scrolls sideways below it (1280 px desk, core §9). */
  readonly minWidth?: number;
  /** `end` for figures: right-aligned with tabular digits, so the columns of numbers line up. */
  readonly align?: 'start' | 'end';
  /**
   * The column names its row (a member's name): its cells are row headers (`<th scope="row">`),
   * and it stays at the left while the figures scroll sideways (a phone).
   */
  readonly rowHeader?: boolean;
};

export type DataTableStatus = 'loading' | 'error' | 'ready';

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name (案件一覧). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  status?: DataTableStatus;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Shown instead of the body when there are no rows (a filtered or an empty list). */
  empty?: ReactNode;
  /** Shown when the rows could not be fetched (with a retry). */
  error?: ReactNode;
  /**
   * `position`: a row is its place on the page, so a new page of rows updates the table's rows and cells in
   * place instead of removing every row and creating new ones (a server-paged list whose pages share no row:
   * the case list). `id` (the default) keeps a row's DOM with the row, as a list that reorders needs.
   */
  rowKeys?: 'id' | 'position';
  /** Skeleton rows while loading. */
  loadingRows?: number;
  /** A totals row under the body (`<tfoot>`), emphasised, drawn with the columns' cells. */
  footer?: T;
  /**
   * Bounds the table's height in px: it scrolls inside, the header and the footer stay in view,
   * and the scroll area takes keyboard focus (axe scrollable-region-focusable).
   */
  maxHeight?: number;
  className?: string;
};

const features = tableFeatures({});
const NO_ROWS: never[] = [];

/**
 * A body or footer cell: a row header for the naming column, right-aligned for figures. A plain function,
 * not a component: a page of 30 rows has hundreds of cells, and each component is a fiber to render.
 */
const bodyCell = <T,>(column: DataTableColumn<T>, row: T) =>
  column.rowHeader ? (
    <th key={column.id} scope="row" data-align={column.align}>
      {column.cell(row)}
    </th>
  ) : (
    <td key={column.id} data-align={column.align}>
      {column.cell(row)}
    </td>
  );

type BodyProps<T> = {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  rowKeys: 'id' | 'position';
};

/**
 * The rows, drawn straight from the columns' `cell` (the rows come sorted and paged already, so a row
 * model has nothing to add). Rendered again only when the rows or the columns change: a page that
 * re-renders for anything else (a navigation, a fetch starting, the sort's new object) leaves the body as
 * it is. `getRowId` names the rows' keys only, so a new function with the same answers does not count.
 */
const DataTableBody = memo(
  <T,>({ rows, columns, getRowId, rowKeys }: BodyProps<T>) => (
    <tbody>
      {rows.map((row, index) => (
        <tr key={rowKeys === 'position' ? index : getRowId(row)}>
          {columns.map((column) => bodyCell(column, row))}
        </tr>
      ))}
    </tbody>
  ),
  (before, after) =>
    before.rows === after.rows && before.columns === after.columns && before.rowKeys === after.rowKeys,
) as <T>(props: BodyProps<T>) => ReactNode;

/**
 * A data table on TanStack Table v9 (core features only): the rows come
 * already sorted, filtered and paged (by the server), and a header click asks
 * for the next sort. Semantic <table> markup, aria-sort on headers, sticky header.
 */
export const DataTable = <T extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  status = 'ready',
  sort,
  onSortChange,
  empty,
  error,
  loadingRows = 8,
  rowKeys = 'id',
  footer,
  maxHeight,
  className,
}: DataTableProps<T>) => {
  // The headers come from TanStack Table; the rows are drawn by DataTableBody (no row model).
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header })),
    [columns],
  );
  const table = useTable({ features, columns: defs, data: NO_ROWS });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const showBody = status === 'ready' && rows.length > 0;

  return (
    <div className={cx(styles.wrapper, className)} data-status={status}>
      <div
        className={styles.scroller}
        style={maxHeight ? { maxHeight } : undefined}
        {...(maxHeight
          ? // A scroll area must be reachable by keyboard (axe scrollable-region-focusable).
            { tabIndex: 0, role: 'region', 'aria-label': caption }
          : {})}
      >
        <table className={styles.table} aria-busy={status === 'loading' || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = ariaSort(sort, header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-align={column?.align}
                      data-row-header={column?.rowHeader || undefined}
                      aria-sort={column?.sortable ? sorted : undefined}
                      style={column?.minWidth ? { minWidth: column.minWidth } : undefined}
                    >
                      {column?.sortable && onSortChange ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          data-sorted={sorted}
                          onClick={() => onSortChange(nextSort(sort, header.column.id))}
                        >
                          {column.header}
                          <ChevronDownIcon size={14} aria-hidden="true" className={styles.sortIcon} />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {status === 'loading' ? (
            <tbody>
              {Array.from({ length: loadingRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={i} className={styles.placeholderRow}>
                  {columns.map((c) => (
                    <td key={c.id}>
                      <Skeleton shape="text" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : showBody ? (
            <DataTableBody rows={rows} columns={columns} getRowId={getRowId} rowKeys={rowKeys} />
          ) : null}
          {showBody && footer !== undefined ? (
            <tfoot>
              <tr>{columns.map((c) => bodyCell(c, footer))}</tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {status === 'error' && (error ?? <EmptyState preset="fetchFailed" />)}
      {status === 'ready' && rows.length === 0 && (empty ?? <EmptyState preset="noData" />)}
    </div>
  );
};
