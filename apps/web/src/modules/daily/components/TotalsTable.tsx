import type { TTotalsRow } from '@genba/api-client/schemas';
import { DataTable, type DataTableColumn } from '@genba/ui';
import { formatMinutes } from '@genba/validators';

const COLUMNS: DataTableColumn<TTotalsRow>[] = [
  { id: 'name', header: '名前', cell: (r) => r.name, rowHeader: true, minWidth: 120 },
  { id: 'days', header: '出勤日数', cell: (r) => r.days, align: 'end' },
  { id: 'worked', header: '労働時間', cell: (r) => formatMinutes(r.worked_minutes), align: 'end' },
  { id: 'rest', header: '休憩時間', cell: (r) => formatMinutes(r.rest_minutes), align: 'end' },
  { id: 'overtime', header: '残業時間', cell: (r) => formatMinutes(r.overtime_minutes), align: 'end' },
  { id: 'manDays', header: '人工', cell: (r) => r.man_days, align: 'end' },
];
const COST: DataTableColumn<TTotalsRow> = {
  id: 'cost',
  header: '原価(円)',
  cell: (r) => r.cost.toLocaleString('ja-JP'),
  align: 'end',
};
const WITH_COST = [...COLUMNS, COST];

/** Rows taller than this scroll inside the table, under its header and above its totals row. */
const MAX_HEIGHT = 480;

export type TotalsTableProps = {
  /** The view (メンバー別, 現場別, 協力会社別): the table's accessible name. */
  caption: string;
  rows: readonly TTotalsRow[];
  /** The totals row (合計), shown at the foot. */
  total?: TTotalsRow;
  /** The cost column (原価): /aggregate shows it, the simpler /aggregate-old does not. */
  withCost?: boolean;
};

/** One view of the attendance totals as a table: days, hours, rest, overtime, man-days (and cost). */
export const TotalsTable = ({ caption, rows, total, withCost = false }: TotalsTableProps) => (
  <DataTable
    caption={caption}
    columns={withCost ? WITH_COST : COLUMNS}
    rows={rows}
    getRowId={(r) => r.key}
    footer={total ? { ...total, name: '合計' } : undefined}
    maxHeight={MAX_HEIGHT}
  />
);
