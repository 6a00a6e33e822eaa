import { makeDailyReport } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Daily/日報詳細・編集・代理登録',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/daily/detail/6001' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmedDaily = () =>
  mock.override('getDaily', () =>
    HttpResponse.json({
      success: true,
      daily: makeDailyReport({ approval_status: 5, confirm_member_name: '鈴木 一郎' }),
    }),
  );

/** First: it has no play function, so it also warms the daily chunk (a cold Vite on a busy machine) for the others. */
export const DetailLoading: Story = loadingStory('getDaily');

/** /daily/detail/:id: the whole report with its actions. */
export const Detail: Story = {
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('article', { name: '2026-11-20 田中 健一の日報' }, pageWait);
    await expect(report).toHaveTextContent('足場設置');
    await expect(canvas.getByRole('link', { name: '編集' })).toBeVisible();
    // The report's photo as a thumbnail that opens large.
    const photos = canvas.getByRole('list', { name: '2026-11-20の日報の写真' });
    await expect(within(photos).getByRole('button', { name: 'IMG_7001.jpgを拡大' })).toBeVisible();
  },
};

/** A report without photos says so. */
export const DetailNoPhotos: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getDaily', () =>
        HttpResponse.json({ success: true, daily: makeDailyReport({ pictures: [] }) }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: '2026-11-20 田中 健一の日報' }, pageWait);
    await expect(canvas.queryByRole('list', { name: '2026-11-20の日報の写真' })).toBeNull();
  },
};

/** A confirmed report: read-only until unconfirmed, so no edit or delete. */
export const DetailConfirmed: Story = {
  parameters: { msw: withMocks(confirmedDaily()) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '確認済みの日報は編集できません。確認を取り消してから編集してください。',
        {},
        pageWait,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '編集' })).toBeNull();
  },
};

/** A phone: the label column stacks above its value. */
export const DetailNarrow360: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: '2026-11-20 田中 健一の日報' }, pageWait),
    ).toBeVisible();
  },
};

/** トークに送信: a confirmation naming the site, then the summary is posted and the page says so. */
export const DetailSendToTalk: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: '2026-11-20 田中 健一の日報' }, pageWait);
    await userEvent.click(await canvas.findByRole('button', { name: 'トークに送信' }, pageWait));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('現場トークに送信します');
    await userEvent.click(within(dialog).getByRole('button', { name: 'トークに送信' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('日報をトークに送信しました。');
  },
};

/** While the post is on its way the confirm button spins and the dialog cannot be closed. */
export const DetailSendToTalkSending: Story = {
  parameters: { msw: withMocks(mock.slow('daily_management_post_bbs_message', 60_000)) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'トークに送信' }, pageWait));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'トークに送信' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeDisabled();
  },
};

/** Refused by the server (another member's report): the reason is said in the dialog, which stays open. */
export const DetailSendToTalkRefused: Story = {
  parameters: {
    msw: withMocks(
      mock.error('daily_management_post_bbs_message', 403, {
        detail: ['他のメンバーの日報は編集できません。'],
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'トークに送信' }, pageWait));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'トークに送信' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '他のメンバーの日報は編集できません。',
    );
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeEnabled();
  },
};

export const DetailFetchFailed: Story = fetchFailedStory('getDaily');

/** /daily/edit/:id with the lock ours: the form is editable and saves with 保存. */
export const EditHeld: Story = {
  args: { path: '/daily/edit/6001' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '保存' }, pageWait)).toBeVisible();
    await expect(canvas.getAllByLabelText('作業内容')[0]).toHaveValue('足場設置');
    // The stored photo and partner workers come into the form; more photos can be chosen.
    await expect(canvas.getByRole('button', { name: 'IMG_7001.jpgを削除' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '写真を選択' })).toBeEnabled();
    await expect(canvas.getByLabelText('協力会社名')).toHaveValue('株式会社木村設備');
  },
};

/** Another member holds the editing lock: who is named, and the form stays read-only. */
export const EditLocked: Story = {
  args: { path: '/daily/edit/6001' },
  parameters: {
    msw: withMocks(
      mock.override('daily_management_editing_post', () =>
        HttpResponse.json({ success: true, editing_member_name: '佐藤 花子' }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      '佐藤 花子さんが編集中です。',
    );
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

/** The lock is being taken: the form shows the stored report read-only meanwhile. */
export const EditPendingLock: Story = {
  args: { path: '/daily/edit/6001' },
  parameters: { msw: withMocks(mock.slow('daily_management_editing_post', 60_000)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('編集の準備をしています…', {}, pageWait)).toBeVisible();
  },
};

/** /daily/proxy-regist: the manager picks the site, then the member the report is for. */
export const ProxyRegist: Story = {
  args: { path: '/daily/proxy-regist' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('代理登録するメンバー', {}, pageWait)).toBeVisible();
  },
};

/** The report tab of a project room: every report of the project in full. */
export const ProjectReports: Story = {
  args: { path: '/daily?project_id=5001&view=report' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'レポート一覧' }, pageWait)).toBeVisible();
  },
};

export const ListEmpty: Story = {
  args: { path: '/daily?project_id=5001' },
  ...emptyStory('daily_management', 'この期間の日報はまだありません。'),
};
