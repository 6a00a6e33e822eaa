import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { InvitationRegisterForm } from './InvitationRegisterForm.tsx';

const meta = {
  title: 'Forms/InvitationRegisterForm',
  component: InvitationRegisterForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })), defaultName1: '山本' },
} satisfies Meta<typeof InvitationRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { defaultName1: '' } };

/** Every mistake at once: short password, mismatch, terms not agreed. Nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'abc');
    await userEvent.type(canvas.getByLabelText('パスワード(確認)', { selector: 'input' }), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await expect(
      await canvas.findByText('パスワードは6文字以上20文字以下の半角英数字で入力してください'),
    ).toBeVisible();
    await expect(canvas.getByText('パスワードと確認用パスワードが一致しません')).toBeVisible();
    await expect(canvas.getByText('利用規約に同意してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address already has an account: the server's message shows above the fields. */
export const AddressTaken: Story = {
  args: {
    onSubmit: fn(
      answerAfter({
        ok: false,
        messages: ['このメールアドレスは既に登録されています。ログインしてからご利用ください。'],
        fieldErrors: { email: 'このメールアドレスは既に登録されています。ログインしてからご利用ください。' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'genba123');
    await userEvent.type(canvas.getByLabelText('パスワード(確認)', { selector: 'input' }), 'genba123');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await expect(
      await canvas.findByText('このメールアドレスは既に登録されています。ログインしてからご利用ください。'),
    ).toBeVisible();
  },
};
