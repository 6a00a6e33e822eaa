import { PARTNER_COMPANY_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter, formFrame } from '../internal/storyFrame.tsx';
import { ExistingPartnerForm } from './ExistingPartnerForm.tsx';

const meta = {
  title: 'Forms/ExistingPartnerForm',
  component: ExistingPartnerForm,
  tags: ['autodocs'],
  decorators: [formFrame],
  args: { onSubmit: fn(answerAfter({ ok: true })), onCancel: fn() },
} satisfies Meta<typeof ExistingPartnerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** A blank id, then full-width digits: each message in turn, nothing sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    const id = canvas.getByRole('textbox', { name: '会社ID' });
    await userEvent.click(canvas.getByRole('button', { name: '追加' }));
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.companyIdRequired)).toBeVisible();
    await userEvent.type(id, '４２');
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.companyIdDigits)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The id is sent as a number. */
export const Submits: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '会社ID' }), '42');
    await userEvent.click(canvas.getByRole('button', { name: '追加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ company_id: 42 });
  },
};

/** Each refusal of the server lands under the field. */
export const ServerRefusals: Story = {
  args: {
    onSubmit: fn(
      answerAfter({ ok: false, fieldErrors: { company_id: [PARTNER_COMPANY_MESSAGE.notUsingProduct] } }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '会社ID' }), '7');
    await userEvent.click(canvas.getByRole('button', { name: '追加' }));
    await expect(await canvas.findByText(PARTNER_COMPANY_MESSAGE.notUsingProduct)).toBeVisible();
  },
};
