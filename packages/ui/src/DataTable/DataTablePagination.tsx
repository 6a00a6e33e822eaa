import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons.tsx';
import styles from './DataTable.module.css';
import { pageCount, pageWindow, rangeLabel } from './dataTableState.ts';

export type DataTablePaginationProps = {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The name of the navigation landmark. */
  label?: string;
};

/** Page buttons under a table: previous, numbered pages with gaps, next, and the range shown. */
export const DataTablePagination = ({
  page,
  perPage,
  total,
  onPageChange,
  label = 'ページ送り',
}: DataTablePaginationProps) => {
  const pages = pageCount(total, perPage);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span className={styles.range} aria-live="polite">
        {rangeLabel(page, perPage, total)}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="前のページ"
      >
        <ChevronLeftIcon size={16} aria-hidden="true" />
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            className={styles.pageButton}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`${p}ページ`}
            onClick={() => onPageChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label="次のページ"
      >
        <ChevronRightIcon size={16} aria-hidden="true" />
      </button>
    </nav>
  );
};
