import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValues: { email: 'kanri@example.com' } } };

export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'kanri@');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByText('メールアドレスに誤りがあります')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
