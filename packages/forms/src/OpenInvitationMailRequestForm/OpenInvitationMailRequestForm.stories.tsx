import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { OpenInvitationMailRequestForm } from './OpenInvitationMailRequestForm.tsx';

const meta = {
  title: 'Forms/OpenInvitationMailRequestForm',
  component: OpenInvitationMailRequestForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof OpenInvitationMailRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValues: { email: 'nakamura@example.jp' } } };

/** The login e-mail is required and checked like the login's; nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByText('メールアドレスを入力してください')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'nakamura');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByText('メールアドレスに誤りがあります')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address is sent trimmed. */
export const Sent: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス'), ' nakamura@example.jp ');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nakamura@example.jp' });
  },
};
