import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { AccountPasswordForm } from './AccountPasswordForm.tsx';

const meta = {
  title: 'Forms/AccountPasswordForm',
  component: AccountPasswordForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof AccountPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (
  canvas: { getByLabelText: (l: string, o: { selector: string }) => HTMLElement },
  label: string,
) => canvas.getByLabelText(label, { selector: 'input' });

export const Default: Story = {};
export const Playground: Story = {};

/** The new password equals the current one: refused before sending. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, '現在のパスワード'), 'same1234');
    await userEvent.type(field(canvas, '新しいパスワード'), 'same1234');
    await userEvent.type(field(canvas, '新しいパスワード(確認)'), 'same1234');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更' }));
    await expect(
      await canvas.findByText('現在のパスワードと異なるパスワードを入力してください'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Once changed, the fields are emptied so no password stays on screen. */
export const Changed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, '現在のパスワード'), 'genba-demo');
    await userEvent.type(field(canvas, '新しいパスワード'), 'newpass12');
    await userEvent.type(field(canvas, '新しいパスワード(確認)'), 'newpass12');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを変更' }));
    await waitFor(() => expect(field(canvas, '新しいパスワード')).toHaveValue(''));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
