import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { OpenInvitationTelRegisterForm } from './OpenInvitationTelRegisterForm.tsx';

const meta = {
  title: 'Forms/OpenInvitationTelRegisterForm',
  component: OpenInvitationTelRegisterForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: {
    telNumber: '090-1234-5678',
    onSubmit: fn(answerAfter({ ok: true })),
    onRequestAgain: fn(answerAfter({ ok: true })),
    onChangeNumber: fn(),
  },
} satisfies Meta<typeof OpenInvitationTelRegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** The code's, the name's and the terms' messages; nothing is sent. */
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
    await userEvent.click(canvas.getByRole('checkbox', { name: '利用規約に同意する' }));
    await userEvent.click(canvas.getByRole('button', { name: '登録してはじめる' }));
    const code = canvas.getByLabelText('認証コード', { selector: 'input' });
    await expect(await canvas.findByText('認証コードに誤りがあります')).toBeVisible();
    await expect(code).toHaveAccessibleDescription('認証コードに誤りがあります');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ tel_number: '090-1234-5678', auth_number: '000000', name1: '中村' }),
    );
  },
};

/** 認証コードを再送信 asks for a new code and says so; 電話番号を変更する goes back to the number. */
export const RequestAgain: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを再送信' }));
    await expect(await canvas.findByText('認証コードを再送信しました')).toBeVisible();
    await expect(args.onRequestAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '電話番号を変更する' }));
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(1);
  },
};
