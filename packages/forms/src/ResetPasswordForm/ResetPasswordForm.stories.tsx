import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Forms/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { token: 'story-token', onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { email: 'kanri@example.com' } };

/** Too short, and the confirmation differs. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'kanri@example.com');
    await userEvent.type(canvas.getByLabelText('新しいパスワード', { selector: 'input' }), 'abc');
    await userEvent.type(canvas.getByLabelText('新しいパスワード(確認)', { selector: 'input' }), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを再設定' }));
    await expect(
      await canvas.findByText('パスワードは6文字以上20文字以下の半角英数字で入力してください'),
    ).toBeVisible();
    await expect(canvas.getByText('パスワードと確認用パスワードが一致しません')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The link was used already: the server's message appears above the fields. */
export const SpentLink: Story = {
  args: {
    onSubmit: fn(
      answerAfter({
        ok: false,
        messages: ['パスワード再設定のURLが無効か、有効期限が切れています'],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'kanri@example.com');
    await userEvent.type(canvas.getByLabelText('新しいパスワード', { selector: 'input' }), 'newpass123');
    await userEvent.type(
      canvas.getByLabelText('新しいパスワード(確認)', { selector: 'input' }),
      'newpass123',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを再設定' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'パスワード再設定のURLが無効か、有効期限が切れています',
    );
  },
};
