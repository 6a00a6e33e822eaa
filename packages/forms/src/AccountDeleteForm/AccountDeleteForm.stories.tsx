import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { AccountDeleteForm } from './AccountDeleteForm.tsx';

const meta = {
  title: 'Forms/AccountDeleteForm',
  component: AccountDeleteForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { proof: 'password', onSubmit: fn(answerAfter({ ok: true })), onRequestCode: fn(async () => {}) },
} satisfies Meta<typeof AccountDeleteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** Nothing is sent until the confirmation's 削除する; キャンセル sends nothing. */
export const Confirmation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText('現在のパスワード', { selector: 'input' }), 'genba-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'アカウントを削除しますか？' });
    await expect(dialog).toHaveTextContent('この操作は取り消せません');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: '削除する' }),
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A phone-only account: the code is sent to its number, then typed. */
export const SmsCode: Story = {
  args: { proof: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'アカウントを削除' }));
    await expect(await canvas.findByText('認証コードを入力してください')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: '認証コードを再送信' })).toBeVisible();
  },
};
