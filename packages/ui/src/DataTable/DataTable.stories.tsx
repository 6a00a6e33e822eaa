import { PROJECT_COMPLETION_STATUS_LABEL } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';
import { DataTablePagination } from './DataTablePagination.tsx';
import type { SortState } from './dataTableState.ts';

type Row = { id: number; name: string; status: number; customer: string; start: string };

// The ten default status names, indexed by status (0 施工中 … 9 提案終了).
const STATUS = Object.values(PROJECT_COMPLETION_STATUS_LABEL);
const makeRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `案件 ${String(i + 1).padStart(5, '0')} 外壁塗装工事`,
    status: i % 10,
    customer: `顧客 ${(i % 37) + 1}`,
    start: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: '案件名', cell: (r) => r.name, sortable: true, minWidth: 220 },
  {
    id: 'status',
    header: '進捗状況',
    cell: (r) => <Badge projectStatus={r.status}>{STATUS[r.status]}</Badge>,
    sortable: true,
  },
  { id: 'customer', header: '顧客名', cell: (r) => r.customer, sortable: true },
  { id: 'start', header: '着工日', cell: (r) => r.start, sortable: true },
];

const ALL = makeRows(10_000);

/** A page of a big list, paged and sorted here as the server would (core §9: 30 a page). */
const Paged = ({ total, narrow = false }: { total: number; narrow?: boolean }) => {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ id: 'name', direction: 'asc' });
  const source = ALL.slice(0, total);
  const sorted = [...source].sort((a, b) => {
    const key = sort.id as keyof Row;
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'asc' ? order : -order;
  });
  const rows = sorted.slice((page - 1) * 30, page * 30);
  return (
    <div style={narrow ? { width: 360 } : undefined}>
      <DataTable
        caption="案件一覧"
        columns={columns}
        rows={rows}
        getRowId={(r) => String(r.id)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <DataTablePagination page={page} perPage={30} total={total} onPageChange={setPage} />
    </div>
  );
};

/** DataTable bound to the story's row type (stories cannot infer a generic component's type argument). */
const CaseTable = (props: DataTableProps<Row>) => <DataTable {...props} />;

const meta = {
  title: 'UI/Data/DataTable',
  component: CaseTable,
  tags: ['autodocs'],
  args: {
    caption: '案件一覧',
    columns,
    rows: makeRows(3),
    getRowId: (r: Row) => String(r.id),
    onSortChange: fn(),
  },
} satisfies Meta<typeof CaseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '案件一覧' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '顧客名' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'customer', direction: 'asc' });
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('データがありません')).toBeVisible();
  },
};

export const FetchFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('データを取得できませんでした');
  },
};

/** Thirty rows, the page size of core §9, with the pager. */
export const ThirtyRows: Story = {
  render: () => <Paged total={66} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await userEvent.click(canvas.getByRole('button', { name: '3ページ' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByText('61–66件 / 66件')).toBeVisible();
  },
};

/** 10,000 rows, paged: only the page's rows are in the DOM. */
export const TenThousandPaged: Story = {
  render: () => <Paged total={10_000} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await userEvent.click(canvas.getByRole('button', { name: '案件名' }));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('案件 10000');
    await expect(canvas.getByRole('button', { name: '334ページ' })).toBeVisible();
  },
};

/** A phone-width container: the table scrolls sideways instead of squeezing the columns. */
export const Narrow: Story = { render: () => <Paged total={40} narrow /> };

type Figures = { id: string; name: string; days: number; manDays: number };
const figureRows: Figures[] = Array.from({ length: 30 }, (_, i) => ({
  id: String(i + 1),
  name: `作業員 ${i + 1}`,
  days: 20 + (i % 3),
  manDays: 19.5 + (i % 3),
}));
const figureColumns: DataTableColumn<Figures>[] = [
  { id: 'name', header: '名前', cell: (r) => r.name, rowHeader: true },
  { id: 'days', header: '出勤日数', cell: (r) => r.days, align: 'end' },
  { id: 'manDays', header: '人工', cell: (r) => r.manDays, align: 'end' },
];
const FiguresTable = (props: DataTableProps<Figures>) => <DataTable {...props} />;

/**
 * Figures with a totals row in a bounded table: names are row headers, figures right-aligned, the
 * header and the totals row stay in view while the rows scroll, and the scroll area takes focus.
 */
export const Totals: Story = {
  render: () => (
    <FiguresTable
      caption="メンバー別"
      columns={figureColumns}
      rows={figureRows}
      getRowId={(r) => r.id}
      footer={{ id: 'total', name: '合計', days: 630, manDays: 615 }}
      maxHeight={240}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'メンバー別' });
    await expect(within(table).getByRole('rowheader', { name: '作業員 1' })).toBeVisible();
    const total = within(table).getByRole('rowheader', { name: '合計' });
    await expect(total.closest('tfoot')).not.toBeNull();
    await expect(getComputedStyle(within(table).getAllByRole('cell')[0] as Element).textAlign).toBe('right');
    const region = canvas.getByRole('region', { name: 'メンバー別' });
    region.scrollTop = region.scrollHeight;
    // The header stays at the top of the scrolled area, and the totals row at its bottom.
    const top = region.getBoundingClientRect().top;
    await expect(
      Math.abs(canvas.getByRole('columnheader', { name: '名前' }).getBoundingClientRect().top - top),
    ).toBeLessThan(2);
    await expect(total).toBeVisible();
  },
};
