import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DailyForm } from './DailyForm.tsx';

const sites = [
  { value: '1', label: '博多駅前ビル 外装改修工事' },
  { value: '2', label: '田中様邸 新築工事' },
];

const meta = {
  title: 'Forms/DailyForm',
  component: DailyForm,
  tags: ['autodocs', 'screenshot'],
  args: {
    sites,
    onSubmit: fn(async () => ({ ok: true as const })),
    defaultValues: { daily_date: '2026-11-20' },
  },
} satisfies Meta<typeof DailyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty day: one blank work detail. */
export const EmptyDay: Story = {};

/** A full report: weather, times and two work details; submitting sends them. */
export const FullReport: Story = {
  args: {
    defaultValues: {
      daily_date: '2026-11-20',
      weather: '晴れ',
      temperature: '18.5',
      humidity: '55',
      attendance_start: '08:00',
      leave_work: '17:00',
      work_details: [{ work_content: '足場点検' }, { work_content: '外壁高圧洗浄' }],
      memo: '近隣挨拶済み',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        weather: '晴れ',
        temperature: '18.5',
        work_details: [{ work_content: '足場点検' }, { work_content: '外壁高圧洗浄' }],
      }),
    );
  },
};

/** Mistakes: an empty work detail and a humidity over 100 are refused before sending. */
export const Mistakes: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('湿度'), '120');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('湿度は0〜100の数値で入力してください')).toBeVisible();
    await expect(canvas.getByText('作業内容を入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A confirmed report is read-only: no submit, fields disabled. */
export const Confirmed: Story = {
  args: {
    readOnly: true,
    defaultValues: { daily_date: '2026-11-20', weather: '曇り', work_details: [{ work_content: '養生' }] },
  },
};

export const Narrow360: Story = { globals: { viewport: { value: 'sp360' } } };

/** On-site members to tick, and the previous day's report copied into the form (copy-previous-daily). */
export const CopyPreviousAndMembers: Story = {
  args: {
    siteMembers: [
      { value: '8', label: '佐々木 誠' },
      { value: '9', label: '中村 翔' },
    ],
    onCopyPrevious: fn(async () => ({
      weather: '',
      work_details: [{ work_content: '足場点検' }, { work_content: '外壁高圧洗浄' }],
      memo: '前日の続き',
      site_member_ids: ['9'],
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '前回の日報をコピー' }));
    const details = await canvas.findAllByLabelText('作業内容');
    await expect(details.map((d) => (d as HTMLInputElement).value)).toEqual(['足場点検', '外壁高圧洗浄']);
    await expect(canvas.getByRole('checkbox', { name: '中村 翔' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '佐々木 誠' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ daily_date: '2026-11-20', site_member_ids: ['9', '8'], memo: '前日の続き' }),
    );
  },
};

/** Nothing earlier to copy: the form says so and keeps what was typed. */
export const NothingToCopy: Story = {
  tags: ['!screenshot'],
  args: { onCopyPrevious: fn(async () => null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '前回の日報をコピー' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('コピーできる前回の日報がありません。');
  },
};
