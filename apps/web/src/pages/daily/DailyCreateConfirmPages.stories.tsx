import { makeDailyReport } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import { DAILY_MESSAGE } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, expectPageFits, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Daily/日報作成・全員の日報確認',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/daily/daily-create' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIRM_PATH = '/daily/allmembers/daily-confirm';

/** Unconfirmed dailies of two members (the page asks for approval_status 0 only). */
const unconfirmedDailies = (count = 2) => ({
  success: true,
  dailies: Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? makeDailyReport({ id: 6001 + i, daily_date: `2026-03-${String(31 - (i >> 1)).padStart(2, '0')}` })
      : makeDailyReport({
          id: 6001 + i,
          member_id: 32,
          member_name: '佐々木 誠',
          daily_date: `2026-03-${String(31 - (i >> 1)).padStart(2, '0')}`,
          work_details: [{ id: 3, work_content: '外壁 下塗り', start_time: '08:00', end_time: '17:00' }],
          partner_workers: [],
          pictures: [],
          memo: '',
        }),
  ),
  total: count,
});

const unconfirmed = (count?: number) =>
  mock.override('daily_management', () => HttpResponse.json(unconfirmedDailies(count)));

/** First: it has no play function, so it also warms the daily chunk (a cold Vite) for the others. */
export const CreateLoading: Story = loadingStory('getMemberProjects');

/** /daily/daily-create: today's report, on the member's first site, ready to fill in. */
export const Create: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '日報' }, pageWait);
    await expect(canvas.getByRole('heading', { level: 1, name: '日報作成' })).toBeVisible();
    await expect(within(form).getByRole('combobox', { name: '現場' })).toHaveValue('5001');
    await expect(within(form).getByLabelText('日付')).toHaveValue('2026-04-01');
    await expect(within(form).getByRole('button', { name: '登録' })).toBeEnabled();
  },
};

/** The member belongs to no site: nothing to write a report for. */
export const CreateNoSites: Story = emptyStory('getMemberProjects', '日報を書ける現場がありません。');

export const CreateFetchFailed: Story = fetchFailedStory('getMemberProjects');

/** /project-daily/create from a project room: only that room's site can be chosen. */
export const CreateForProject: Story = {
  args: { path: '/project-daily/create?project_id=5002' },
  play: async ({ canvas }) => {
    const site = await canvas.findByRole('combobox', { name: '現場' }, pageWait);
    await expect(site).toHaveValue('5002');
    await expect(within(site).getAllByRole('option')).toHaveLength(1);
  },
};

/** 登録 with the work left empty: refused before sending, with the message under the field. */
export const CreateEmptySubmit: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '日報' }, pageWait);
    await userEvent.click(within(form).getByRole('button', { name: '登録' }));
    await expect(await within(form).findByText(DAILY_MESSAGE.workContentRequired)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A filled-in report is registered: the page says so and links to it. */
export const CreateRegister: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '日報' }, pageWait);
    await userEvent.type(within(form).getByLabelText('作業内容'), '足場設置');
    await userEvent.click(within(form).getByRole('button', { name: '登録' }));
    const saved = await canvas.findByRole('status', {}, pageWait);
    await expect(saved).toHaveTextContent('2026-04-01の日報を登録しました。');
    await expect(within(saved).getByRole('link', { name: '詳細を見る' })).toHaveAttribute(
      'href',
      '/daily/detail/6004',
    );
  },
};

export const CreateNarrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '日報' }, pageWait)).toBeVisible();
    await expectPageFits(360);
  },
};

export const ConfirmLoading: Story = {
  args: { path: CONFIRM_PATH },
  ...loadingStory('daily_management'),
};

/** /daily/allmembers/daily-confirm: every member's unconfirmed dailies, each with a box to select it. */
export const Confirm: Story = {
  tags: ['screenshot'],
  args: { path: CONFIRM_PATH },
  parameters: { msw: withMocks(unconfirmed()) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '未確認の日報' }, pageWait);
    await expect(canvas.getByRole('heading', { level: 1, name: '全員の日報確認' })).toBeVisible();
    await expect(
      within(list).getByRole('article', { name: '2026-03-31 田中 健一 山田様邸 外壁塗装工事' }),
    ).toHaveTextContent('足場設置');
    await expect(within(list).getByRole('checkbox', { name: '佐々木 誠の日報を選択' })).not.toBeChecked();
    // Nothing selected yet: nothing to confirm.
    await expect(canvas.getByRole('button', { name: '選択した日報を確認' })).toBeDisabled();
  },
};

export const ConfirmEmpty: Story = {
  args: { path: CONFIRM_PATH },
  ...emptyStory('daily_management', '未確認の日報はありません。'),
};

export const ConfirmFetchFailed: Story = {
  args: { path: CONFIRM_PATH },
  ...fetchFailedStory('daily_management'),
};

/** A month of unconfirmed dailies: the list grows, one card each. */
export const ConfirmMany: Story = {
  args: { path: CONFIRM_PATH },
  parameters: { msw: withMocks(unconfirmed(30)) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '未確認の日報' }, pageWait);
    await expect(within(list).getAllByRole('article')).toHaveLength(30);
  },
};

export const ConfirmNarrow: Story = {
  args: { path: CONFIRM_PATH },
  globals: { viewport: { value: 'sp360' } },
  parameters: { msw: withMocks(unconfirmed()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '未確認の日報' }, pageWait)).toBeVisible();
    await expectPageFits(360);
  },
};

/** One daily selected and confirmed after the warning that it cannot be edited until unconfirmed. */
export const ConfirmOne: Story = {
  args: { path: CONFIRM_PATH },
  parameters: { msw: withMocks(unconfirmed()) },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: '未確認の日報' }, pageWait);
    await userEvent.click(within(list).getByRole('checkbox', { name: '田中 健一の日報を選択' }));
    await userEvent.click(canvas.getByRole('button', { name: '選択した日報を確認' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: '日報の確認' }),
    );
    await expect(dialog.getByText(/選択した1件の日報を確認済みにします。/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '確認する' }));
    await expect(await canvas.findByRole('status', {}, pageWait)).toHaveTextContent(
      '1件の日報を確認しました。',
    );
    await expect(canvas.getByRole('button', { name: '選択した日報を確認' })).toBeDisabled();
  },
};
