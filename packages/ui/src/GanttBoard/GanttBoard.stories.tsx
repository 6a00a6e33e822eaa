import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GanttBoard } from './GanttBoard.tsx';
import type { GanttProjectAction } from './ganttTypes.ts';
import { sampleProjects } from './internal/sampleProjects.ts';

const meta = {
  title: 'UI/Widgets/GanttBoard',
  component: GanttBoard,
  tags: ['autodocs', 'screenshot'],
  args: {
    projects: sampleProjects(),
    today: '2026-11-22',
    defaultMonths: 2,
    height: 560,
    onChange: fn(async () => {}),
  },
  argTypes: { defaultMonths: { control: 'inline-radio', options: [1, 2, 6] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GanttBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const barNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${name} \\d{4}/`) });

/** Two sites, a parent task with sub-tasks (roll-up), actual records, avatars (4 and +1), today line and holidays. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(barNamed(canvasElement, '足場組立')).toHaveAccessibleName(
      '足場組立 2026/11/16〜2026/11/27 作業中 37% サブタスク3件',
    );
    await expect(within(canvasElement).getByText('+1')).toBeVisible();
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const OneMonth: Story = { args: { defaultMonths: 1 } };

/**
 * A company that works Saturdays and keeps its own dates off (休日設定): Saturdays are not shaded,
 * its dates are, in their own colour, with their names on the day labels.
 */
export const CompanyDaysOff: Story = {
  args: {
    defaultMonths: 1,
    calendar: {
      weekly_off: [0],
      public_holidays_off: true,
      dates: [{ date: '2026-11-12', name: '創立記念日' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('創立記念日')).toBeVisible();
  },
};
export const SixMonths: Story = { args: { defaultMonths: 6 } };

/** The partner's view: 田中様邸 is read-only, so moving a bar there says why. */
export const ReadOnly: Story = {
  args: { projects: sampleProjects().map((p) => ({ ...p, can_edit: false })) },
  play: async ({ canvasElement, args }) => {
    barNamed(canvasElement, '上棟').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'この現場のタスクを編集する権限がありません。',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const pointer = (target: Element, type: string, x: number, y: number) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      clientX: x,
      clientY: y,
      pointerId: 3,
      button: 0,
      isPrimary: true,
    }),
  );

/** Drags a bar two days, resizes it one day by its handle, then confirms a bulk move of a parent (変更する). */
export const DragResizeAndBulkChange: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement, args }) => {
    const wash = barNamed(canvasElement, '外壁洗浄');
    const b = wash.getBoundingClientRect();
    const y = b.top + b.height / 2;
    pointer(wash, 'pointerdown', b.left + 10, y);
    pointer(wash, 'pointermove', b.left + 10 + 18 * 2, y);
    pointer(wash, 'pointerup', b.left + 10 + 18 * 2, y);
    await waitFor(() =>
      expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(/2026\/12\/02〜2026\/12\/06/),
    );

    const moved = barNamed(canvasElement, '外壁洗浄');
    const handle = moved.querySelector('[data-gantt-handle]');
    if (!handle) throw new Error('no resize handle');
    const right = moved.getBoundingClientRect().right - 2;
    pointer(handle, 'pointerdown', right, y);
    pointer(moved, 'pointermove', right + 18, y);
    pointer(moved, 'pointerup', right + 18, y);
    await waitFor(() =>
      expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(/2026\/12\/02〜2026\/12\/07/),
    );

    barNamed(canvasElement, '足場組立').focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(await screen.findByRole('button', { name: '変更する' }));
    await waitFor(() =>
      expect(barNamed(canvasElement, '足場検査')).toHaveAccessibleName(/2026\/11\/27〜2026\/11\/28/),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Saving fails: the bar returns and the server's message shows. */
export const SaveFails: Story = {
  tags: ['!screenshot'],
  args: { onChange: fn(() => Promise.reject(new Error('通信に失敗しました。'))) },
  play: async ({ canvasElement }) => {
    barNamed(canvasElement, '外壁洗浄').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('通信に失敗しました。');
    await expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(/2026\/11\/30〜2026\/12\/04/);
  },
};

/** Every bar in the tab order, named with its task and YYYY/MM/DD dates; the arrows move it, Shift+arrows resize its end. */
export const Keyboard: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement, args }) => {
    const bars = canvasElement.querySelectorAll<HTMLButtonElement>('[data-gantt-bar]');
    await expect(bars.length).toBe(canvasElement.querySelectorAll('[data-kind="task"]').length);
    for (const bar of bars) {
      await expect(bar.tabIndex).toBe(0);
      await expect(bar).toHaveAccessibleName(/^\S.* \d{4}\/\d{2}\/\d{2}〜\d{4}\/\d{2}\/\d{2}/);
    }
    barNamed(canvasElement, '外壁洗浄').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(
        /^外壁洗浄 2026\/12\/01〜2026\/12\/05/,
      ),
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() =>
      expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(
        /^外壁洗浄 2026\/11\/29〜2026\/12\/03/,
      ),
    );
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await waitFor(() =>
      expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(
        /^外壁洗浄 2026\/11\/29〜2026\/12\/05/,
      ),
    );
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() =>
      expect(barNamed(canvasElement, '外壁洗浄')).toHaveAccessibleName(
        /^外壁洗浄 2026\/11\/29〜2026\/12\/04/,
      ),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(6);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 15, start_date: '2026-11-29', end_date: '2026-12-04' },
    ]);
  },
};

const LONG_NAME = '博多駅前ビル 外装改修工事 第二期（北側立面・屋上防水・共用廊下）';

/** A project's own actions, as the app gives them (確定, 追加, テンプレート; fuller in the phone menu). */
const siteActions = (project: { case_name: string }): GanttProjectAction[] => [
  {
    key: 'confirm',
    label: '確定',
    menuLabel: '工程を確定',
    accessibleName: `${project.case_name}の工程を確定`,
    variant: 'secondary',
    onSelect: () => {},
  },
  {
    key: 'addTask',
    label: '追加',
    menuLabel: 'タスクを追加',
    accessibleName: `${project.case_name}にタスクを追加`,
    onSelect: () => {},
  },
  {
    key: 'templates',
    label: 'テンプレート',
    accessibleName: `${project.case_name}のテンプレート`,
    onSelect: () => {},
  },
];

/**
 * A long site name with the site's buttons: the name keeps its column (cut, whole in its tooltip);
 * the buttons sit at the right edge of the visible timeline, and the name column stays put (today
 * line under it) while the timeline scrolls.
 */
export const ProjectActionsAndLongName: Story = {
  // Narrower than the timeline, so it scrolls far enough to bring the today line under the name column.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    projects: sampleProjects().map((p, i) => (i === 0 ? { ...p, case_name: LONG_NAME } : p)),
    projectActions: siteActions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByTitle(LONG_NAME);
    await expect(name).toHaveTextContent(LONG_NAME);
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(150);
    const scroller = canvas.getByTestId('gantt-scroller');
    const add = canvas.getByRole('button', { name: `${LONG_NAME}にタスクを追加` });
    const inSight = () => {
      const s = scroller.getBoundingClientRect();
      const b = add.getBoundingClientRect();
      return b.left >= name.getBoundingClientRect().right && b.right <= s.right;
    };
    await expect(inSight()).toBe(true);
    const nameLeft = name.getBoundingClientRect().left;
    scroller.scrollLeft = 500;
    await waitFor(() => expect(scroller.scrollLeft).toBe(500));
    await expect(name.getBoundingClientRect().left).toBe(nameLeft);
    await expect(inSight()).toBe(true);
    // The today line (left of the name column now) is under the column, not over it.
    // (The backdrop ignores the pointer; the line takes it for this check only, so elementFromPoint can find it.)
    const todayLine = canvas.getByTestId('gantt-today');
    todayLine.style.pointerEvents = 'auto';
    const at = todayLine.getBoundingClientRect();
    await expect(at.left).toBeLessThan(name.parentElement?.getBoundingClientRect().right ?? 0);
    const hit = document.elementFromPoint(at.left + 1, name.getBoundingClientRect().bottom + 20);
    todayLine.style.pointerEvents = '';
    await expect(hit?.closest('[data-testid="gantt-today"]')).toBeNull();
  },
};

/**
 * On a 360 px phone: the name column narrows, the toolbar wraps, and only the board scrolls sideways.
 * A site row's buttons fold into one 「…の操作」 menu, so the site's name keeps its room; the menu
 * opens from the keyboard and closes with Escape, focus back on its button.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: { projectActions: siteActions, height: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const site = '博多駅前ビル 外装改修工事';
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const scroller = canvas.getByTestId('gantt-scroller');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    for (const label of ['今日', '印刷・PDF', '6か月']) {
      const box = canvas.getByRole('button', { name: label }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.queryByRole('button', { name: `${site}にタスクを追加` })).toBeNull();
    await expect(canvas.getByTitle(site).getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    const menuButton = canvas.getByRole('button', { name: `${site}の操作` });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: `${site}の工程を確定` })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: `${site}にタスクを追加` })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    // Opened again for the screenshot.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: `${site}のテンプレート` })).toBeVisible(),
    );
  },
};
