import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { TermsAgreementForm } from './TermsAgreementForm.tsx';

const meta = {
  title: 'Forms/TermsAgreementForm',
  component: TermsAgreementForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof TermsAgreementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** Agreeing without ticking the box is refused; ticking it sends the agreement. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '同意する' }));
    await expect(await canvas.findByText('利用規約に同意してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByLabelText('利用規約に同意する'));
    await userEvent.click(canvas.getByRole('button', { name: '同意する' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
