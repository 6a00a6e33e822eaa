import { mock } from '@genba/api-client/msw';
import { AUTHORITY } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { expectPageFits, failedWait } from '../../test/pageStates.ts';

/** The session of an installer (protec, company authority 16): the project form shows its 工事受付. */
const initData = mock.fixture('init_data_pc');
const protecPc = mock.override('init_data_pc', () =>
  HttpResponse.json({ ...initData, user: { ...initData.user, authority: AUTHORITY.protec } }),
);
// A phone-width window reads the phone's init data.
const initDataSp = mock.fixture('init_data_sp');
const protecSp = mock.override('init_data_sp', () =>
  HttpResponse.json({ ...initDataSp, user: { ...initDataSp.user, authority: AUTHORITY.protec } }),
);

const editData = mock.fixture('getProjectEdit');
const withReception = mock.override('getProjectEdit', () =>
  HttpResponse.json({
    ...editData,
    data: {
      ...editData.data,
      construction_reception: {
        field_id: 500,
        reception_date: '2026-11-20',
        reception_number: 'YM-2026-0042',
        pc_t_subcontractor_relation_id: 40,
        prime_contractor_company_id: 1,
        prime_contractor_office_id: 11,
        prime_contractor_member: 101,
        m_construction_type_id: 5,
      },
    },
  }),
);

const meta = {
  title: 'Web/Project/施工店の案件登録',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/case/new' },
  parameters: { layout: 'fullscreen', msw: withMocks(protecPc, protecSp) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new project with its 工事受付: the prime contractor is needed before anything is sent. */
export const Default: Story = {
  parameters: { msw: withMocks(protecPc, protecSp) },
  play: async ({ canvas }) => {
    const reception = await canvas.findByRole('group', { name: '工事受付' }, pageWait);
    await userEvent.type(canvas.getByRole('textbox', { name: '案件名' }), '山田工務店 受付 給湯器交換');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await within(reception).findByText('元請会社を選択してください。')).toBeVisible();
    await userEvent.selectOptions(
      within(reception).getByRole('combobox', { name: '元請会社' }),
      '株式会社山田工務店',
    );
    await expect(within(reception).getByRole('combobox', { name: '元請担当者' })).toBeEnabled();
  },
};

/** Editing shows the stored reception: the contractor, its office and member, the number and the type. */
export const Editing: Story = {
  args: { path: '/case/500/edit' },
  parameters: { msw: withMocks(protecPc, protecSp, withReception) },
  play: async ({ canvas }) => {
    const reception = await canvas.findByRole('group', { name: '工事受付' }, pageWait);
    await expect(within(reception).getByRole('textbox', { name: '受付番号' })).toHaveValue('YM-2026-0042');
    await expect(within(reception).getByRole('combobox', { name: '元請会社' })).toHaveValue('40');
    await expect(within(reception).getByRole('combobox', { name: '元請営業所' })).toHaveValue('11');
    await expect(within(reception).getByRole('combobox', { name: '元請担当者' })).toHaveValue('101');
    await expect(within(reception).getByRole('combobox', { name: '工事種別（受付）' })).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
  },
};

/** No prime contractor has registered the company yet: the picker offers nothing but the prompt. */
export const NoPrimeContractor: Story = {
  parameters: { msw: withMocks(protecPc, protecSp, mock.empty('getPrimeContractors')) },
  play: async ({ canvas }) => {
    const reception = await canvas.findByRole('group', { name: '工事受付' }, pageWait);
    await expect(within(reception).getAllByRole('option', { name: '選択してください' })).toHaveLength(1);
  },
};

export const PrimeContractorsLoading: Story = {
  parameters: { msw: withMocks(protecPc, protecSp, mock.slow('getPrimeContractors', 60_000)) },
};

export const PrimeContractorsFetchFailed: Story = {
  parameters: { msw: withMocks(protecPc, protecSp, mock.error('getPrimeContractors', 500)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('データを取得できませんでした', {}, failedWait)).toBeVisible();
  },
};

export const Narrow360: Story = {
  parameters: { msw: withMocks(protecPc, protecSp) },
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: '工事受付' }, pageWait);
    await expectPageFits(360);
  },
};
