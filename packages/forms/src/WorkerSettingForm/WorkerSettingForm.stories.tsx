import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { WorkerSettingForm } from './WorkerSettingForm.tsx';

const meta = {
  title: 'Forms/WorkerSettingForm',
  component: WorkerSettingForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { defaultAuthIds: [5, 6], onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof WorkerSettingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** Unticking 職長 and ticking 一般 sends the auths in the screen's order. */
export const Change: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '職長' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '一般' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([1, 6]);
    await expect(await canvas.findByText('保存しました。')).toBeVisible();
  },
};

/** The server's refusal is shown above the button. */
export const Refused: Story = {
  args: { onSubmit: fn(answerAfter({ ok: false, messages: ['この機能を利用する権限がありません。'] })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('この機能を利用する権限がありません。')).toBeVisible();
  },
};

/** Read-only. */
export const Disabled: Story = { args: { disabled: true } };
