import { INVITATION_MESSAGE, INVITATION_REGISTER_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { PartnerInvitationForm } from './PartnerInvitationForm.tsx';

const meta = {
  title: 'Forms/PartnerInvitationForm',
  component: PartnerInvitationForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 612 }}>{Story()}</div>],
  args: { onSubmit: fn(answerAfter({ ok: true })) },
} satisfies Meta<typeof PartnerInvitationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { defaultChannel: 'tel' } };

/** By phone: the rows ask for a mobile number, its rule applies, and the channel travels with the rows. */
export const BySms: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '電話番号(SMS)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '佐藤');
    await userEvent.type(canvas.getByRole('textbox', { name: '携帯電話番号' }), '0120');
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText(INVITATION_MESSAGE.telInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: '携帯電話番号' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      channel: 'tel',
      invitations: [{ name1: '佐藤', tel_number: '090-1234-5678' }],
    });
  },
};

/** The server refuses the second row (already a member): its message lands on that row's address. */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn(
      answerAfter({
        ok: false,
        fieldErrors: { 'invitations.1.email': INVITATION_REGISTER_MESSAGE.alreadyMember },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '佐藤');
    await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'sato@example.jp');
    await userEvent.click(canvas.getByRole('button', { name: '行を追加' }));
    const names = canvas.getAllByRole('textbox', { name: 'お名前(姓)' });
    const emails = canvas.getAllByRole('textbox', { name: 'メールアドレス' });
    await userEvent.type(names[1] as HTMLElement, '高橋');
    await userEvent.type(emails[1] as HTMLElement, 'takahashi@example.jp');
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(await canvas.findByText(INVITATION_REGISTER_MESSAGE.alreadyMember)).toBeVisible();
    await expect(emails[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(emails[0]).not.toHaveAttribute('aria-invalid', 'true');
  },
};
