import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `案件 ${i + 1}` }));

describe('DataTable', () => {
  // A page re-renders its table for many reasons (a navigation, a fetch starting, a new sort object):
  // the 30 rows' cells are drawn again only when the rows or the columns change (bench:projects).
  it('draws the cells again only for new rows or columns', async () => {
    let drawn = 0;
    const columns: DataTableColumn<Row>[] = [
      {
        id: 'name',
        header: '案件名',
        sortable: true,
        cell: (row) => {
          drawn += 1;
          return row.name;
        },
      },
    ];
    const table = (sortDirection: 'asc' | 'desc', shown: Row[], cols = columns) => (
      <DataTable
        caption="案件一覧"
        columns={cols}
        rows={shown}
        getRowId={(row) => String(row.id)}
        sort={{ id: 'name', direction: sortDirection }}
        onSortChange={() => {}}
      />
    );
    const screen = await render(table('asc', rows));
    await expect.element(screen.getByRole('cell', { name: '案件 30' })).toBeVisible();
    expect(drawn).toBe(30);

    await screen.rerender(table('desc', rows));
    await expect
      .element(screen.getByRole('columnheader', { name: '案件名' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(drawn).toBe(30);

    const next = rows.map((row) => ({ ...row, name: `次 ${row.id}` }));
    await screen.rerender(table('desc', next));
    await expect.element(screen.getByRole('cell', { name: '次 30' })).toBeVisible();
    expect(drawn).toBe(60);

    await screen.rerender(table('desc', next, [...columns]));
    expect(drawn).toBe(90);
  });

  it('keeps its rows’ elements for a new page when keyed by position', async () => {
    const columns: DataTableColumn<Row>[] = [{ id: 'name', header: '案件名', cell: (row) => row.name }];
    const table = (shown: Row[], rowKeys: 'id' | 'position') => (
      <DataTable
        caption="案件一覧"
        columns={columns}
        rows={shown}
        getRowId={(row) => String(row.id)}
        rowKeys={rowKeys}
      />
    );
    const next = rows.map((row) => ({ id: row.id + 100, name: `次 ${row.id}` }));
    const screen = await render(table(rows, 'position'));
    const first = screen.getByRole('cell', { name: '案件 1', exact: true }).element();
    await screen.rerender(table(next, 'position'));
    await expect.element(screen.getByRole('cell', { name: '次 1', exact: true })).toBeVisible();
    expect(screen.getByRole('cell', { name: '次 1', exact: true }).element()).toBe(first);
    // By id, a page of other rows is new elements.
    await screen.rerender(table(rows, 'id'));
    const byId = screen.getByRole('cell', { name: '案件 1', exact: true }).element();
    await screen.rerender(table(next, 'id'));
    await expect.element(screen.getByRole('cell', { name: '次 1', exact: true })).toBeVisible();
    expect(screen.getByRole('cell', { name: '次 1', exact: true }).element()).not.toBe(byId);
  });
});
