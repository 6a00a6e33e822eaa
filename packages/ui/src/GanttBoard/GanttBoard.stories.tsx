import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GanttBoard } from './GanttBoard.tsx';
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
