import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { AccountProfileForm } from './AccountProfileForm.tsx';

const meta = {
  title: 'Forms/AccountProfileForm',
  component: AccountProfileForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: {
    defaultValues: { name1: '山田', name2: '太郎', kana1: 'ヤマダ', kana2: 'タロウ' },
    onSubmit: fn(answerAfter({ ok: true })),
  },
} satisfies Meta<typeof AccountProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** A blank surname and a kana over 20 characters: nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: '氏名(姓)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'フリガナ(名)' }), 'ア'.repeat(20));
    await userEvent.click(canvas.getByRole('button', { name: '氏名を保存' }));
    await expect(await canvas.findByText('氏名(姓)を入力してください')).toBeVisible();
    await expect(canvas.getByText('20文字以下で入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
