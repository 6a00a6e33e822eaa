import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { OpenInvitationRegisterForm } from './OpenInvitationRegisterForm.tsx';

const meta = {
  title: 'Forms/OpenInvitationRegisterForm',
  component: OpenInvitationRegisterForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: {
    email: 'nakamura@example.jp',
    onSubmit: fn(answerAfter({ ok: true })),
    onRequestAgain: fn(answerAfter({ ok: true })),
    onChangeEmail: fn(),
  },
} satisfies Meta<typeof OpenInvitationRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code was mailed: the address is shown above the code. */
export const Default: Story = {};

export const Playground: Story = {};

/** The code's, the name's, the password's and the terms' messages; nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('認証コード', { selector: 'input' }), '12a');
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    await expect(await canvas.findByText('6桁の数字で入力してください。')).toBeVisible();
    await expect(canvas.getByText('お名前(姓)を入力してください。')).toBeVisible();
    await expect(canvas.getByText('利用規約に同意してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the code (wrong, expired or used): the message sits under the code. */
export const WrongCode: Story = {
  args: {
    onSubmit: fn(
      answerAfter({
        ok: false,
        messages: ['認証コードに誤りがあります'],
        fieldErrors: { auth_number: '認証コードに誤りがあります' },
      }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('認証コード', { selector: 'input' }), '000000');
    await userEvent.type(canvas.getByLabelText('お名前(姓)'), '中村');
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'genba123');
    await userEvent.type(canvas.getByLabelText('パスワード(確認)', { selector: 'input' }), 'genba123');
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    const code = canvas.getByLabelText('認証コード', { selector: 'input' });
    await expect(await canvas.findByText('認証コードに誤りがあります')).toBeVisible();
    await expect(code).toHaveAccessibleDescription('認証コードに誤りがあります');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'nakamura@example.jp',
        auth_number: '000000',
        name1: '中村',
        agree_terms_flg: true,
      }),
    );
  },
};

/** 認証コードを再送信 mails a new code and says so; メールアドレスを変更する goes back to the address. */
export const RequestAgain: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを再送信' }));
    await expect(await canvas.findByText('認証コードを再送信しました')).toBeVisible();
    await expect(args.onRequestAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'メールアドレスを変更する' }));
    await expect(args.onChangeEmail).toHaveBeenCalledTimes(1);
  },
};
