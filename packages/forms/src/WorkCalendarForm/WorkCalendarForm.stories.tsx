import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { WorkCalendarForm } from './WorkCalendarForm.tsx';

const meta = {
  title: 'Forms/WorkCalendarForm',
  component: WorkCalendarForm,
  tags: ['autodocs'],
  args: {
    canEdit: true,
    onSubmit: fn(answerAfter({ ok: true })),
    defaultValues: {
      weekly_off: [0],
      public_holidays_off: true,
      dates: [{ date: '2026-12-29', name: '年末年始' }],
    },
  },
} satisfies Meta<typeof WorkCalendarForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A member who may read but not change the setting. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      '休日設定を変更する権限がありません。休日は会社のすべての現場に関わるため、会社管理者のみが変更できます。',
    );
    await expect(canvas.getByRole('checkbox', { name: '日曜日' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

/** Saturdays off and a second date; a repeated date is refused on its row before anything is sent. */
export const AddDays: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '土曜日' }));
    await userEvent.click(canvas.getByRole('button', { name: '休日を追加' }));
    const dates = canvas.getAllByLabelText(/^日付/);
    await userEvent.type(dates[1] as HTMLElement, '2026-12-29');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('同じ日付が重複しています。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(dates[1] as HTMLElement);
    await userEvent.type(dates[1] as HTMLElement, '2026-12-30');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        weekly_off: [0, 6],
        public_holidays_off: true,
        dates: [
          { date: '2026-12-29', name: '年末年始' },
          { date: '2026-12-30', name: '' },
        ],
      }),
    );
  },
};
