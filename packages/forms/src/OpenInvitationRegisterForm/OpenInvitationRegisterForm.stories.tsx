import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { OpenInvitationRegisterForm } from './OpenInvitationRegisterForm.tsx';

const meta = {
  title: 'Forms/OpenInvitationRegisterForm',
  component: OpenInvitationRegisterForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof OpenInvitationRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The login e-mail is required and checked like the login's; nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'nakamura');
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await expect(await canvas.findByText('お名前(姓)を入力してください。')).toBeVisible();
    await expect(canvas.getByText('メールアドレスに誤りがあります')).toBeVisible();
    await expect(canvas.getByText('利用規約に同意してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete registration is sent with the trimmed address. */
export const Filled: Story = {
  tags: ['!screenshot'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('お名前(姓)'), '中村');
    await userEvent.type(canvas.getByLabelText('メールアドレス'), ' nakamura@example.jp ');
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'genba123');
    await userEvent.type(canvas.getByLabelText('パスワード(確認)', { selector: 'input' }), 'genba123');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name1: '中村', email: 'nakamura@example.jp', agree_terms_flg: true }),
    );
  },
};
