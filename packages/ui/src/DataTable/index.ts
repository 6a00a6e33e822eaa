export type { DataTableColumn, DataTableProps, DataTableStatus } from './DataTable.tsx';
export { DataTable } from './DataTable.tsx';
export type { DataTablePaginationProps } from './DataTablePagination.tsx';
export { DataTablePagination } from './DataTablePagination.tsx';
export * from './dataTableState.ts';
