import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { MemberCompletionForm, MemberLookupForm } from './MemberLookupForm.tsx';

const meta = {
  title: 'Forms/MemberLookupForm',
  component: MemberLookupForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof MemberLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** Core §4/§5: blank, full-width (the font error) and neither an e-mail nor a phone. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    const keyword = canvas.getByRole('textbox', { name: 'メールアドレスまたは電話番号' });
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    await expect(await canvas.findByText('メールアドレスまたは電話番号を入力してください。')).toBeVisible();
    await userEvent.type(keyword, '０９０');
    await expect(await canvas.findByText('半角英数字で入力してください。')).toBeVisible();
    await userEvent.clear(keyword);
    await userEvent.type(keyword, 'abc');
    await expect(await canvas.findByText('メールアドレスまたは電話番号に誤りがあります。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The completion form for a registered account: the choices are required. */
export const Completion: Story = {
  render: () => (
    <MemberCompletionForm
      name="木村 誠"
      authOptions={() => [{ value: '3', label: '協力会社' }]}
      offices={[{ value: '10', label: '本社' }]}
      onSubmit={fn(answerAfter({ ok: true }))}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'メンバーに追加' }));
    await expect((await canvas.findAllByText('選択肢の中から選んでください。')).length).toBe(2);
  },
};
