import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { InvitationEmailForm } from './InvitationEmailForm.tsx';

const targets = [
  { value: '', label: '会社に招待（現場なし）' },
  { value: '1', label: '博多駅前ビル 外装改修工事' },
];

const meta = {
  title: 'Forms/InvitationEmailForm',
  component: InvitationEmailForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 612 }}>{Story()}</div>],
  args: { onSubmit: fn(answerAfter({ ok: true })), targets },
} satisfies Meta<typeof InvitationEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { defaultTarget: '1' } };

/** Empty rows and a repeated address: the spec's messages, on the later row, and nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText('お名前(姓)を入力してください。')).toBeVisible();
    await expect(canvas.getByText('正しいメールアドレスを入力してください。')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '山本');
    await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'yamamoto@example.jp');
    await userEvent.click(canvas.getByRole('button', { name: '行を追加' }));
    await userEvent.type(
      canvas.getAllByRole('textbox', { name: 'お名前(姓)' })[1] as HTMLElement,
      'あ'.repeat(21),
    );
    await userEvent.type(
      canvas.getAllByRole('textbox', { name: 'メールアドレス' })[1] as HTMLElement,
      'YAMAMOTO@example.jp',
    );
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText('同じメールアドレスは招待できません。')).toBeVisible();
    await expect(canvas.getByText('お名前(姓)には20文字以下の文字列を指定してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses one row (already invited): its message lands on that row's address. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn(
      answerAfter({
        ok: false,
        messages: ['招待中のため登録できません'],
        fieldErrors: { 'invitations.0.email': '招待中のため登録できません' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '井上');
    await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'inoue@example.jp');
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText('招待中のため登録できません')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メールアドレス' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
