import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { BusinessHistoryForm } from './BusinessHistoryForm.tsx';

const meta = {
  title: 'Forms/BusinessHistoryForm',
  component: BusinessHistoryForm,
  tags: ['autodocs'],
  args: { mode: 'create', onSubmit: fn(answerAfter({ ok: true })), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BusinessHistoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete entry is sent as the request's payload: blanks as null, the claim as a boolean. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^対応日/), '2026-11-20');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '対応区分' }), '電話');
    await userEvent.type(canvas.getByRole('textbox', { name: '対応者' }), '田中様');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'クレーム' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'メモ' }), '見積の再送を依頼された');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      operation_date: '2026-11-20',
      start_time: null,
      end_time: null,
      operation_class: 'phone',
      contact_person: '田中様',
      claim_flg: true,
      memo: '見積の再送を依頼された',
      referral_sales_type: null,
      neighbourhood_approach_type: null,
    });
  },
};

export const Editing: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      operation_date: '2026-09-12',
      start_time: '10:00',
      end_time: '11:30',
      operation_class: 'visit',
      contact_person: '田中 一郎 様',
      claim_flg: true,
      memo: '外壁の色見本を持参。',
      neighbourhood_approach_type: 'greeting',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'クレーム' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: '近隣対応区分' })).toHaveValue('greeting');
  },
};

/** Every rule's message, before anything is sent: the day and class required, the end after the start, the lengths. */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^開始時刻/), '11:00');
    await userEvent.type(canvas.getByLabelText(/^終了時刻/), '10:00');
    await userEvent.type(canvas.getByRole('textbox', { name: '対応者' }), 'あ'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('対応日を入力してください。')).toBeVisible();
    await expect(canvas.getByText('対応区分を選択してください。')).toBeVisible();
    await expect(canvas.getByText('終了時刻は開始時刻以降の時刻を入力してください')).toBeVisible();
    await expect(canvas.getByText('50文字以下で入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusals land on their fields; one without a field shows above the buttons. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { operation_date: '2026-11-20', operation_class: 'visit' },
    onSubmit: fn(
      answerAfter({
        ok: false,
        messages: ['営業履歴は1案件につき1000件まで登録できます。', 'この案件を編集する権限がありません。'],
        fieldErrors: { operation_date: ['営業履歴は1案件につき1000件まで登録できます。'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('営業履歴は1案件につき1000件まで登録できます。')).toBeVisible();
    await expect(canvas.getByText('この案件を編集する権限がありません。')).toBeVisible();
  },
};
