import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { LoginEmailForm } from './LoginEmailForm.tsx';

const meta = {
  title: 'Forms/LoginEmailForm',
  component: LoginEmailForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof LoginEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValues: { email: 'kanri@example.com' } } };

/** Submitting with mistakes shows the spec's messages and sends nothing. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('メールアドレスを入力してください')).toBeVisible();
    await expect(canvas.getByText('パスワードを入力してください')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('メールアドレス', { selector: 'input' }),
      'kanri😀@example.com',
    );
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('絵文字は入力できません')).toBeVisible();
    await expect(canvas.getByText('Min 6: 6文字以上を入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the password: its message appears and the input stays. */
export const WrongPassword: Story = {
  args: {
    onSubmit: fn(
      answerAfter({
        ok: false,
        messages: ['メールアドレスまたはパスワードに誤りがあります'],
        fieldErrors: {},
      }),
    ),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('メールアドレス', { selector: 'input' });
    await userEvent.type(email, 'partner@example.com');
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードに誤りがあります',
    );
    await expect(email).toHaveValue('partner@example.com');
  },
};
