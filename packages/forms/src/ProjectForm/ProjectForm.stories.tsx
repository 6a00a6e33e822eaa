import { PROJECT_COMPLETION_STATUS_LABEL } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerAfter } from '../internal/storyFrame.tsx';
import { ProjectForm } from './ProjectForm.tsx';

// The ten default status names, in status order (0 施工中 … 9 提案終了).
const statuses = Object.values(PROJECT_COMPLETION_STATUS_LABEL).map((label, value) => ({
  value: String(value),
  label,
}));

const meta = {
  title: 'Forms/ProjectForm',
  component: ProjectForm,
  tags: ['autodocs'],
  args: {
    mode: 'create',
    onSubmit: fn(answerAfter({ ok: true })),
    statuses,
    offices: [
      { value: '1', label: '本社' },
      { value: '2', label: '福岡支店' },
    ],
    customers: [{ value: '1', label: '田中 一郎' }],
    buildings: [{ value: '1', label: '田中様邸' }],
    members: [
      { value: '10', label: '高橋 健太' },
      { value: '11', label: '鈴木 一郎' },
    ],
    onPostalLookup: fn(async () => ({
      address: '福岡県福岡市博多区博多駅前',
      latitude: 33.5902,
      longitude: 130.4207,
    })),
  },
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Editing: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      case_name: '博多駅前ビル 外装改修工事',
      case_status: '0',
      office_id: '2',
      customer_id: '1',
    },
    position: { latitude: 33.5902, longitude: 130.4207 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
    await expect(canvas.getByText(/緯度 33\.59020/)).toBeVisible();
  },
};

/** Every rule of the form: the case name, the office, and an end before the start (core §5). */
export const WithMistakes: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('案件名を入力してください')).toBeVisible();
    await expect(canvas.getByText('営業所を選択してください。')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '案件名' }), '天神オフィス 内装リフォーム');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '営業所' }), '2');
    await userEvent.type(canvas.getByLabelText('着工日'), '2026-12-20');
    await userEvent.type(canvas.getByLabelText('完工日'), '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('終了日は開始日以降の日付を入力してください')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's field errors land on their fields. */
export const ServerErrors: Story = {
  args: {
    defaultValues: { case_name: '博多', office_id: '1' },
    onSubmit: fn(answerAfter({ ok: false, fieldErrors: { office_id: '営業所を選択してください。' } })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('営業所を選択してください。')).toBeVisible();
  },
};

/** The postal-code adapter fills the address and shows the position as coordinates. */
export const PostalLookup: Story = {
  render: (args) => <ProjectForm {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '郵便番号' }), '8120011');
    await userEvent.click(canvas.getByRole('button', { name: '住所を検索' }));
    await expect(args.onPostalLookup).toHaveBeenCalledWith('8120011');
    await expect(canvas.getByRole('textbox', { name: '現場住所' })).toHaveValue('福岡県福岡市博多区博多駅前');
  },
};

const teams = ['塗装班', '大工班', '設備班'].map((name) => ({ value: name, label: name }));

/** The company's teams (/setting/company-team) as checkboxes: the chosen ones are sent with the project. */
export const WithTeams: Story = {
  args: {
    mode: 'edit',
    teams,
    defaultValues: { case_name: '博多駅前ビル 外装改修工事', office_id: '2', team_names: ['塗装班'] },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: '塗装班' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '大工班' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '塗装班' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ team_names: ['大工班'] })),
    );
  },
};

/** A team deleted on /setting/company-team meanwhile: the server's refusal shows under the teams. */
export const TeamRefused: Story = {
  args: {
    teams,
    defaultValues: { case_name: '博多', office_id: '1', team_names: ['設備班'] },
    onSubmit: fn(answerAfter({ ok: false, fieldErrors: { team_names: 'チームが見つかりません。' } })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('チームが見つかりません。');
    await expect(canvas.getByRole('group', { name: 'チーム' })).toHaveAccessibleDescription(
      'チームが見つかりません。',
    );
  },
};

/** 副担当者: members who join the room as managers; the checked ones are sent with the project. */
export const SubManagers: Story = {
  args: {
    mode: 'edit',
    subManagerCandidates: [{ value: '11', label: '鈴木 一郎' }],
    defaultValues: { case_name: '博多駅前ビル 外装改修工事', office_id: '2', member_ids: ['10', '11'] },
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: '副担当者（トークルームの管理者になります）' });
    await userEvent.click(within(group).getByRole('checkbox', { name: '鈴木 一郎' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sub_manager_ids: ['11'] })),
    );
  },
};

/** A member who left the company meanwhile: the server's refusal shows under the 副担当者. */
export const SubManagerRefused: Story = {
  args: {
    subManagerCandidates: [{ value: '11', label: '鈴木 一郎' }],
    defaultValues: { case_name: '博多', office_id: '1', sub_manager_ids: ['11'] },
    onSubmit: fn(
      answerAfter({
        ok: false,
        fieldErrors: { sub_manager_ids: '副担当者には自社のメンバーを選択してください。' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '副担当者には自社のメンバーを選択してください。',
    );
    await expect(
      canvas.getByRole('group', { name: '副担当者（トークルームの管理者になります）' }),
    ).toHaveAccessibleDescription('副担当者には自社のメンバーを選択してください。');
  },
};

/** A protec (installer) company's prime contractors: the partner link, with each contractor's offices and staff. */
const primeContractors = [
  {
    value: '40',
    label: '株式会社山田工務店',
    offices: [
      { value: '1', label: '本社' },
      { value: '2', label: '福岡支店' },
    ],
    members: [{ value: '10', label: '山田 太郎' }],
  },
  {
    value: '41',
    label: '株式会社九州ハウス',
    offices: [{ value: '7', label: '北九州営業所' }],
    members: [{ value: '20', label: '井上 真一' }],
  },
];

/** The installer variant: the 工事受付 section; the office and member offered are the chosen contractor's. */
export const Protec: Story = {
  args: {
    protec: { primeContractors },
    defaultValues: { case_name: '山田工務店 受付 給湯器交換', office_id: '1' },
  },
  play: async ({ canvas, args }) => {
    const reception = canvas.getByRole('group', { name: '工事受付' });
    const office = within(reception).getByRole('combobox', { name: '元請営業所' });
    await expect(office).toBeDisabled();
    await userEvent.selectOptions(within(reception).getByRole('combobox', { name: '元請会社' }), '41');
    await expect(within(office).getByRole('option', { name: '北九州営業所' })).toBeInTheDocument();
    await userEvent.selectOptions(office, '7');
    // Another contractor clears the office and member chosen for the first.
    await userEvent.selectOptions(within(reception).getByRole('combobox', { name: '元請会社' }), '40');
    await expect(office).toHaveValue('');
    await userEvent.selectOptions(office, '2');
    await userEvent.selectOptions(within(reception).getByRole('combobox', { name: '元請担当者' }), '10');
    await userEvent.type(within(reception).getByRole('textbox', { name: '受付番号' }), 'YM-2026-0042');
    await userEvent.selectOptions(within(reception).getByRole('combobox', { name: '工事種別（受付）' }), '5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '工事種別' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          construction_type_id: '2',
          prime_relation_id: '40',
          prime_contractor_office_id: '2',
          prime_contractor_member: '10',
          reception_number: 'YM-2026-0042',
          m_construction_type_id: '5',
        }),
      ),
    );
  },
};

/** The reception's rules: the prime contractor is needed, the reception number is 50 characters at most. */
export const ProtecWithMistakes: Story = {
  args: {
    protec: { primeContractors },
    defaultValues: { case_name: '山田工務店 受付', office_id: '1', reception_number: 'R'.repeat(51) },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('元請会社を選択してください。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '受付番号' })).toHaveAccessibleDescription(/50/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a reception field lands on it (a contractor that dropped the link meanwhile). */
export const ProtecServerErrors: Story = {
  args: {
    protec: { primeContractors },
    defaultValues: { case_name: '山田工務店 受付', office_id: '1', prime_relation_id: '40' },
    onSubmit: fn(
      answerAfter({
        ok: false,
        fieldErrors: {
          prime_relation_id: '元請会社は、自社を協力会社として登録している会社から選択してください。',
        },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(
      await canvas.findByText('元請会社は、自社を協力会社として登録している会社から選択してください。'),
    ).toBeVisible();
  },
};

/** The installer variant on a 360 px phone. */
export const ProtecNarrow360: Story = {
  args: { protec: { primeContractors } },
  globals: { viewport: { value: 'sp360' } },
};
