import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { ScheduleTaskForm } from './ScheduleTaskForm.tsx';

const meta = {
  title: 'Forms/ScheduleTaskForm',
  component: ScheduleTaskForm,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    onSubmit: fn(answerAfter({ ok: true })),
    parents: [{ value: '101', label: '足場組立' }],
    members: [
      { value: '10', label: '高橋 健太' },
      { value: '11', label: '木村 誠' },
    ],
  },
} satisfies Meta<typeof ScheduleTaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The project's members grouped by company (the own company, then each partner company on the
 * project), and the working days of the period counted without the company's days off.
 */
export const PartnerMembers: Story = {
  args: {
    members: [
      { value: '1', label: '山田 太郎', group: '株式会社山田工務店' },
      { value: '3', label: '鈴木 一郎', group: '株式会社山田工務店' },
      { value: '4', label: '木村 誠', group: '株式会社木村設備（協力会社）' },
      { value: '5', label: '林 勇気', group: '株式会社木村設備（協力会社）' },
    ],
    // Monday to Sunday: five working days.
    defaultValues: { name: '配管工事', start_date: '2026-11-30', end_date: '2026-12-06' },
    countWorkingDays: () => 5,
  },
  play: async ({ canvas, args }) => {
    const partner = canvas.getByRole('group', { name: '株式会社木村設備（協力会社）' });
    await userEvent.click(within(partner).getByRole('checkbox', { name: '林 勇気' }));
    await expect(canvas.getByText(/稼働日数 5日/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '予定日数に入れる' }));
    await expect(canvas.getByRole('textbox', { name: '予定日数' })).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ member_ids: [5], scheduled_days: '5' }),
      ),
    );
  },
};

export const Editing: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name: '足場組立',
      start_date: '2026-11-16',
      end_date: '2026-11-27',
      status: '3',
      progress: '40',
      member_ids: ['10'],
      memo: '雨天時は翌日',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '高橋 健太' })).toBeChecked();
  },
};

/** The spec's rules: a name, an end after the start, progress 0-100, half-width digits (core §5). */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    const progress = canvas.getByRole('textbox', { name: '進捗率(%)' });
    await userEvent.clear(progress);
    await userEvent.type(progress, '120');
    await userEvent.type(canvas.getByRole('textbox', { name: '予定日数' }), '３');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('作業名を入力してください。')).toBeVisible();
    await expect(canvas.getByText('進捗率は0以上100以下で入力してください。')).toBeVisible();
    await expect(canvas.getByText('半角数字で入力してください。')).toBeVisible();
    // The period is checked once the fields themselves are right.
    await userEvent.type(canvas.getByRole('textbox', { name: '作業名' }), '養生');
    await userEvent.clear(progress);
    await userEvent.type(progress, '50');
    await userEvent.clear(canvas.getByRole('textbox', { name: '予定日数' }));
    await userEvent.type(canvas.getByLabelText(/^開始日/), '2026-12-20');
    await userEvent.type(canvas.getByLabelText(/^終了日/), '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('終了日は開始日以降の日付を指定してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's project-period refusal lands on its field. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { name: '養生', start_date: '2026-10-01', end_date: '2026-10-02' },
    onSubmit: fn(
      answerAfter({
        ok: false,
        fieldErrors: { start_date: '開始日は現場の開始日(2026/11/02)以降の日付を指定してください。' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(
      await canvas.findByText('開始日は現場の開始日(2026/11/02)以降の日付を指定してください。'),
    ).toBeVisible();
  },
};

/** Editing a task: its members with their photos and companies, one taken off, another put on from the picker. */
export const EditMembers: Story = {
  args: {
    mode: 'edit',
    members: [
      { value: '1', label: '山田 太郎', group: '株式会社山田工務店' },
      { value: '3', label: '鈴木 一郎', group: '株式会社山田工務店' },
      { value: '5', label: '林 勇気', group: '株式会社木村設備（協力会社）', partner: true },
    ],
    defaultValues: {
      name: '足場組立',
      start_date: '2026-11-02',
      end_date: '2026-11-06',
      member_ids: ['1', '5'],
    },
  },
  play: async ({ canvas, args }) => {
    const current = canvas.getByRole('list', { name: '現在の担当メンバー' });
    const [own, partner] = within(current).getAllByRole('listitem');
    await expect(own).toHaveTextContent(/山田 太郎\s*株式会社山田工務店/);
    await expect(partner).toHaveTextContent(/林 勇気\s*株式会社木村設備（協力会社）/);
    await userEvent.click(within(current).getByRole('button', { name: '林 勇気を担当から外す' }));
    await expect(canvas.getByRole('checkbox', { name: '林 勇気' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '鈴木 一郎' }));
    await expect(within(current).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ member_ids: [1, 3] })),
    );
  },
};
