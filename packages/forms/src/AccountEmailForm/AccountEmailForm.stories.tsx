import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { AccountEmailForm } from './AccountEmailForm.tsx';

const meta = {
  title: 'Forms/AccountEmailForm',
  component: AccountEmailForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof AccountEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** A malformed address and no password. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '新しいメールアドレス' }), 'yamada@');
    await userEvent.click(canvas.getByRole('button', { name: '確認メールを送信' }));
    await expect(await canvas.findByText('メールアドレスに誤りがあります')).toBeVisible();
    await expect(canvas.getByText('現在のパスワードを入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address is used by another account: the server's message lands on the field. */
export const Taken: Story = {
  args: {
    onSubmit: fn(
      answerAfter({ ok: false, fieldErrors: { email: ['このメールアドレスは既に使われています'] } }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '新しいメールアドレス' }), 'kanri@example.com');
    await userEvent.type(canvas.getByLabelText('現在のパスワード', { selector: 'input' }), 'genba-demo');
    await userEvent.click(canvas.getByRole('button', { name: '確認メールを送信' }));
    await expect(await canvas.findByText('このメールアドレスは既に使われています')).toBeVisible();
  },
};
