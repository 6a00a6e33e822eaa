import { makeWorkCalendar } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Schedule/全体工程表',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/board' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's projects on the board, with the schedule status and the confirm button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The first story of the file also waits for the board's chunk to compile on a cold run.
    await expect(await canvas.findByRole('region', { name: '工程表' }, { timeout: 12_000 })).toBeVisible();
    await expect(canvas.getByText('博多駅前ビル 外装改修工事')).toBeVisible();
    await expect(canvas.getByText('仮押さえ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '博多駅前ビル 外装改修工事の工程を確定' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '現場のページ' })).toHaveTextContent('1件中 1〜1件');
  },
};

export const Loading: Story = loadingStory('getScheduleBoard');

export const Empty: Story = emptyStory('getScheduleBoard', 'データがありません');

export const FetchFailed: Story = fetchFailedStory('getScheduleBoard');

/** A task is added from its project's row: the form opens in a dialog and closes once saved. */
export const AddTask: Story = {
  play: async ({ canvas }) => {
    const add = await canvas.findByRole(
      'button',
      { name: '博多駅前ビル 外装改修工事にタスクを追加' },
      pageWait,
    );
    await userEvent.click(add);
    const dialog = within(document.body).getByRole('dialog', { name: 'タスクの追加' });
    await userEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    await expect(await within(dialog).findByText('作業名を入力してください。')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '作業名' }), '養生');
    await userEvent.click(within(dialog).getByRole('button', { name: '登録' }));
    // Saved: the dialog closes (the story's clock is in April, before the task's month, so no bar shows).
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'タスクの追加' })).toBeNull(),
    );
  },
};

/** The /talk task-list tab: one project as a table, no paging. */
export const TaskList: Story = {
  args: { path: '/board?project_id=1' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: '博多駅前ビル 外装改修工事のタスク一覧' },
      pageWait,
    );
    await expect(within(table).getByRole('button', { name: '足場組立' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '現場のページ' })).toBeNull();
  },
};

/** Who is at which site when. */
export const MemberView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバー別' }, pageWait));
    await expect(canvas.getAllByRole('table').length).toBeGreaterThan(0);
  },
};

/** The board reads the company's days off (休日設定) and shades them, named on the day label. */
export const CompanyDaysOff: Story = {
  parameters: {
    msw: withMocks(
      mock.override('getWorkCalendar', () =>
        HttpResponse.json(
          makeWorkCalendar({
            calendar: {
              weekly_off: [0],
              public_holidays_off: true,
              dates: [{ date: '2026-04-13', name: '創立記念日' }],
            },
          }),
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('創立記念日', {}, pageWait)).toBeVisible();
  },
};
