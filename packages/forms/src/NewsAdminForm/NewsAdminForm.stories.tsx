import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { emptyNewsForm, NewsAdminForm } from './NewsAdminForm.tsx';

const meta = {
  title: 'Forms/NewsAdminForm',
  component: NewsAdminForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 660 }}>{Story()}</div>],
  args: {
    onSubmit: fn(answerAfter({ ok: true })),
    defaultValues: emptyNewsForm('2026-11-23T09:00'),
    submitLabel: '作成',
  },
} satisfies Meta<typeof NewsAdminForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'] };

/** Nothing filled in: the title's message on its field, and nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '作成' }));
    await expect(await canvas.findByText('タイトルを入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /タイトル/ }), '休業日のお知らせ');
    await userEvent.type(canvas.getByRole('textbox', { name: '本文（HTML）' }), '本文');
    await userEvent.click(canvas.getByRole('button', { name: '作成' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
