import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttendanceLegend } from './AttendanceLegend.tsx';
import { AttendanceTable } from './AttendanceTable.tsx';
import type { AttendanceGridRecord } from './attendanceGrid.ts';

const members = [
  { member_id: 1, name: '鈴木 一郎' },
  { member_id: 2, name: '林 勇気' },
  { member_id: 3, name: '田中 美咲' },
];

/** November 2026: weekdays worked, a fixed week, a pending change request and a rejected day. */
const records: AttendanceGridRecord[] = members.flatMap((m) =>
  Array.from({ length: 20 }, (_, i) => {
    const day = i + 1;
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { day, date, weekday };
  })
    .filter((d) => d.weekday !== 0 && d.weekday !== 6)
    .map((d) => ({
      id: m.member_id * 100 + d.day,
      member_id: m.member_id,
      work_date: d.date,
      attendance_start: '08:00',
      leave_work: d.day % 5 === 0 ? '19:00' : '17:00',
      rest_minutes: 60,
      status:
        m.member_id === 2 && d.day === 18 ? 2 : m.member_id === 3 && d.day === 10 ? 4 : d.day < 14 ? 1 : null,
    })),
);

const meta = {
  title: 'UI/Data/AttendanceTable',
  component: AttendanceTable,
  tags: ['autodocs', 'screenshot'],
  args: { month: '2026-11', members, records, height: 320 },
} satisfies Meta<typeof AttendanceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month for three members with fixed, pending and rejected days and the totals row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: '鈴木 一郎' })).toBeVisible();
    await expect(canvas.getAllByText('15日 / 126:00')).toHaveLength(3);
    await expect(canvas.getByText('45人日 / 378:00')).toBeVisible();
  },
};

export const Empty: Story = { args: { records: [] } };

/**
 * With onCellClick the table is an ARIA grid: a day cell is the focusable element itself, named in
 * full, and a click opens its records.
 */
export const Clickable: Story = {
  tags: ['!screenshot'],
  args: { onCellClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '5');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const cell = canvas.getByRole('gridcell', { name: /林 勇気 18日 08:00〜17:00 変更申請中/ });
    await expect(cell).toHaveTextContent('8:00');
    await userEvent.click(cell);
    await expect(args.onCellClick).toHaveBeenCalledWith(2, '2026-11-18', [218]);
    // The clicked cell is now the grid's one tab stop.
    await expect(cell).toHaveFocus();
    await expect(cell).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
  },
};

/**
 * The keyboard: Tab reaches the grid's one tab stop (the first member's first day), arrows move
 * by a cell, End and Home to the row's ends, Ctrl+End to the last member's last day; Enter and
 * Space open the day as a click does, and an empty day opens nothing.
 */
export const KeyboardGrid: Story = {
  tags: ['!screenshot'],
  args: { onCellClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const focused = () => document.activeElement?.getAttribute('aria-label');
    await userEvent.tab();
    await expect(focused()).toBe('鈴木 一郎 1日 記録なし');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(focused()).toBe('8:00 林 勇気 2日 08:00〜17:00 確定');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCellClick).toHaveBeenLastCalledWith(2, '2026-11-02', [202]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(focused()).toBe('林 勇気 1日 記録なし');
    await userEvent.keyboard(' ');
    await expect(args.onCellClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe('林 勇気 30日 記録なし');
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect(focused()).toBe('田中 美咲 1日 記録なし');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(focused()).toBe('鈴木 一郎 1日 記録なし');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(focused()).toBe('田中 美咲 30日 記録なし');
    // One tab stop: Tab leaves the grid, Shift+Tab comes back to the cell last focused.
    await expect(canvasElement.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(focused()).toBe('田中 美咲 30日 記録なし');
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/**
 * 200 members as a grid: the arrows and PageDown past the view bring the rows below in, and the
 * focused cell always shows clear of the sticky header and totals rows.
 */
export const KeyboardScrollsGrid: Story = {
  tags: ['!screenshot'],
  args: {
    onCellClick: fn(),
    members: Array.from({ length: 200 }, (_, i) => ({ member_id: i + 1, name: `メンバー${i + 1}` })),
    records: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '2026-11 勤怠表' });
    const head = () => canvas.getByRole('columnheader', { name: 'メンバー' }).getBoundingClientRect();
    const foot = () => canvas.getByRole('rowheader', { name: '合計' }).getBoundingClientRect();
    const clear = async () => {
      const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
      await expect(rect.top).toBeGreaterThanOrEqual(head().bottom - 1);
      await expect(rect.bottom).toBeLessThanOrEqual(foot().top + 1);
    };
    await userEvent.tab();
    for (let i = 0; i < 12; i++) {
      await userEvent.keyboard('{ArrowDown}');
      await clear();
    }
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{PageDown}');
    await userEvent.keyboard('{ArrowRight}');
    await clear();
    // PageDown moves six rows at 320 px.
    const cell = document.activeElement as HTMLElement;
    await expect(cell).toHaveAccessibleName('メンバー73 2日 記録なし');
    await expect(cell.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '74');
    for (let i = 0; i < 12; i++) {
      await userEvent.keyboard('{ArrowUp}');
      await clear();
    }
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement).toHaveAccessibleName('メンバー1 1日 記録なし');
    await expect(region.scrollTop).toBe(0);
  },
};

/** 200 members: only the visible rows are in the DOM. */
export const TwoHundredMembers: Story = {
  tags: ['!screenshot'],
  args: {
    members: Array.from({ length: 200 }, (_, i) => ({ member_id: i + 1, name: `メンバー${i + 1}` })),
    records: Array.from({ length: 200 }, (_, i) => ({
      id: i + 1,
      member_id: i + 1,
      work_date: '2026-11-02',
      attendance_start: '08:00',
      leave_work: '17:00',
      rest_minutes: 60,
      status: null,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '202');
    await expect(canvas.getAllByRole('rowheader').length).toBeLessThan(60);
    await expect(canvas.getByRole('rowheader', { name: 'メンバー1' })).toHaveAttribute('title', 'メンバー1');
  },
};

/**
 * Scrolled down and across: the rows there are rendered, and the header row, the name column and
 * the totals row stay at the box's edges (sticky inside the transformed, contained rows).
 */
export const ScrolledStaysSticky: Story = {
  ...TwoHundredMembers,
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '2026-11 勤怠表' });
    region.scrollTo({ left: 600, top: 4000 });
    const name = await waitFor(() => canvas.getByRole('rowheader', { name: 'メンバー102' }));
    await expect(name.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '103');
    // The scrollport: inside the box's border, above the horizontal scroll bar.
    const box = region.getBoundingClientRect();
    const port = { left: box.left + region.clientLeft, top: box.top + region.clientTop };
    const edge = (e: Element) => e.getBoundingClientRect();
    await expect(edge(name).left).toBeCloseTo(port.left, 0);
    await expect(edge(canvas.getByRole('columnheader', { name: 'メンバー' })).top).toBeCloseTo(port.top, 0);
    await expect(edge(canvas.getByRole('rowheader', { name: '合計' })).bottom).toBeCloseTo(
      port.top + region.clientHeight,
      0,
    );
  },
};

export const Narrow360: Story = { globals: { viewport: { value: 'sp360' } } };

/**
 * The status flow with its legend: the days after the 14th are clocked out and wait for
 * confirmation (3), beside a change request (2), fixed days (1) and a rejected request (4).
 */
export const WithLegend: Story = {
  args: { records: records.map((r) => (r.status === null ? { ...r, status: 3 as const } : r)) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <AttendanceTable {...args} />
      <AttendanceLegend />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('list', { name: '状態の凡例' });
    await expect(legend).toHaveTextContent('確認待ち変更申請中確定却下');
    const waiting = canvasElement.querySelectorAll('[role="cell"][data-state="waiting"]');
    await expect(waiting.length).toBeGreaterThan(0);
    // The swatch and the cells share one colour rule.
    const swatch = legend.querySelector('[data-state="waiting"]');
    await expect(swatch).not.toBeNull();
    await expect(getComputedStyle(swatch as Element).backgroundColor).toBe(
      getComputedStyle(waiting[0] as Element).backgroundColor,
    );
  },
};
