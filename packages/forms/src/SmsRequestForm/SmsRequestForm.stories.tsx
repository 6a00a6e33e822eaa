import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { SmsRequestForm } from './SmsRequestForm.tsx';

const meta = {
  title: 'Forms/SmsRequestForm',
  component: SmsRequestForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof SmsRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValues: { tel_number: '090-0000-0001' } } };

/** A landline cannot receive SMS. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByText('携帯電話番号を入力してください')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('携帯電話番号'), '03-1234-5678');
    await expect(await canvas.findByText('携帯電話番号に誤りがあります')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server does not know the number: the message lands on the field. */
export const UnknownNumber: Story = {
  args: {
    onSubmit: fn(answerAfter({ ok: false, fieldErrors: { tel_number: 'この電話番号は登録されていません' } })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('携帯電話番号'), '090-9999-9999');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByText('この電話番号は登録されていません')).toBeVisible();
  },
};
