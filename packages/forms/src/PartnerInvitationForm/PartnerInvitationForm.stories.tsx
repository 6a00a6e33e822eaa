import { INVITATION_MESSAGE, INVITATION_REGISTER_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** The 招待先 choices as the dialog builds them: no site, then the member's sites. */
const targets = [
  { value: '', label: '会社に招待（現場なし）' },
  { value: '1', label: '博多駅前ビル 外装改修工事' },
  { value: '2', label: '天神南マンション 新築工事' },
];
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
      target: '',
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

/** With the member's sites: none chosen sends no site; a chosen site travels as the target, by either channel. */
export const WithSites: Story = {
  args: { targets },
  play: async ({ canvas, args }) => {
    const site = canvas.getByRole('combobox', { name: '招待先' });
    await expect(site).toHaveValue('');
    await userEvent.selectOptions(site, '博多駅前ビル 外装改修工事');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お名前(姓)' }), '佐藤');
    await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'sato@example.jp');
    await userEvent.click(canvas.getByRole('button', { name: '招待する' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      channel: 'email',
      target: '1',
      invitations: [{ name1: '佐藤', email: 'sato@example.jp' }],
    });
    // The SMS rows start again, 招待先 included.
    await userEvent.click(canvas.getByRole('radio', { name: '電話番号(SMS)' }));
    const form = within(canvas.getByRole('form', { name: '電話番号(SMS)で招待' }));
    await expect(form.getByRole('combobox', { name: '招待先' })).toHaveValue('');
  },
};

/** No choice offered: no 招待先 select at all. */
export const WithoutSites: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: '招待先' })).toBeNull();
  },
};

/** On a 360 px phone, with the sites. */
export const Narrow360: Story = {
  tags: ['screenshot'],
  args: { targets, defaultTarget: '2' },
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '招待先' })).toHaveValue('2');
  },
};
