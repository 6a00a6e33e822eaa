import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { SmsCodeForm } from './SmsCodeForm.tsx';

const meta = {
  title: 'Forms/SmsCodeForm',
  component: SmsCodeForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: {
    telNumber: '090-0000-0001',
    onSubmit: fn(answerAfter({ ok: true })),
    onRequestAgain: fn(answerAfter({ ok: true })),
  },
} satisfies Meta<typeof SmsCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** The code is six half-width digits. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('認証コード', { selector: 'input' }), '12a');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByText('6桁の数字で入力してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong code, then a new one requested. */
export const WrongCodeThenRequestAgain: Story = {
  args: {
    onSubmit: fn(answerAfter({ ok: false, messages: ['認証コードに誤りがあります'] })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('認証コード', { selector: 'input' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('認証コードに誤りがあります');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを再送信' }));
    await expect(await canvas.findByText('認証コードを再送信しました')).toBeVisible();
    await expect(args.onRequestAgain).toHaveBeenCalledTimes(1);
  },
};
