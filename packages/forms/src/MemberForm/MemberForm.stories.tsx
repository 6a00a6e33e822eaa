import {
  AUTH_ID_LABEL,
  type AuthId,
  assignableAuthIds,
  MEMBER_MESSAGE,
  WORKER_LIST_MESSAGE,
} from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { MemberForm } from './MemberForm.tsx';

const meta = {
  title: 'Forms/MemberForm',
  component: MemberForm,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    onSubmit: fn(answerAfter({ ok: true })),
    authOptions: (type: number) =>
      assignableAuthIds(2, type).map((id) => ({ value: String(id), label: AUTH_ID_LABEL[id as AuthId] })),
    offices: [
      { value: '1', label: '本社' },
      { value: '2', label: '福岡支店' },
    ],
  },
} satisfies Meta<typeof MemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting with mistakes: the core §5 messages sit under their fields and nothing is sent. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('メールアドレス', { exact: false }), 'not-an-address');
    await userEvent.selectOptions(canvas.getByLabelText('作業員名簿の入力'), '1');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText(MEMBER_MESSAGE.name1Required)).toBeVisible();
    await expect(canvas.getByText(MEMBER_MESSAGE.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(WORKER_LIST_MESSAGE.birthDateRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A mobile-only member: no e-mail and no password (core §4). */
export const MobileOnly: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name1: '鈴木',
      name2: '一郎',
      auth_id: '5',
      office_id: '2',
      login_type: '2',
      tel_number: '09000000001',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText('メールアドレス', { exact: false })).toBeNull();
    await expect(canvas.queryByLabelText('パスワード', { exact: false })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ login_type: 2, auth_id: 5 }));
  },
};

/** The server refuses the address: its message lands under the field. */
export const ServerRefusal: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name1: '佐藤',
      auth_id: '1',
      office_id: '1',
      login_type: '1',
      email: 'ippan@example.com',
    },
    onSubmit: fn(
      answerAfter({ ok: false, fieldErrors: { email: ['このメールアドレスは既に使用されています。'] } }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('このメールアドレスは既に使用されています。')).toBeVisible();
  },
};

/** Pay and allowances (core §3): rows are added and removed; a bad amount is refused before sending. */
export const WithAllowances: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name1: '鈴木',
      auth_id: '5',
      office_id: '2',
      login_type: '2',
      tel_number: '09000000001',
      costs: {
        cost_type: '1',
        cost: '18000',
        hour_cost: '',
        monthly_cost: '',
        monthly_payment_cost: '',
        hour_allowance_cost: '',
        field_volume_cost: '',
      },
      allowances: [{ name: '現場手当', cost: '3000', unit_id: '1' }],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '手当を追加' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '手当名2' }), '資格手当');
    await userEvent.type(canvas.getByRole('textbox', { name: '手当2の金額(円)' }), '-1');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('0以上9999999以下の半角数字で入力してください。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: '手当2の金額(円)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '手当2の金額(円)' }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        costs: expect.objectContaining({ cost_type: 1, cost: 18000 }),
        company_member_allowance: [
          { name: '現場手当', cost: 3000, unit_id: 1 },
          { name: '資格手当', cost: 5000, unit_id: 1 },
        ],
      }),
    );
  },
};
