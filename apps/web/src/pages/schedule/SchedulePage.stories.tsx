import { makeScheduleProject, makeWorkCalendar } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, expectPageFits, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Schedule/全体工程表',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/board' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company that works Saturdays, keeps Sundays and public holidays off, and has 創立記念日 on `date`. */
const worksSaturdays = (date: string) =>
  withMocks(
    mock.override('getWorkCalendar', () =>
      HttpResponse.json(
        makeWorkCalendar({
          calendar: { weekly_off: [0], public_holidays_off: true, dates: [{ date, name: '創立記念日' }] },
        }),
      ),
    ),
  );

/** The member's projects on the board, with the schedule status and the confirm button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The first story of the file also waits for the board's chunk to compile on a cold run.
    await expect(await canvas.findByRole('region', { name: '工程表' }, pageWait)).toBeVisible();
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

/**
 * Who is at which site on each day of the month, the days off shaded as on the board: here the company
 * works Saturdays, keeps Sundays and public holidays (文化の日) off, and has a day of its own (創立記念日).
 */
export const MemberView: Story = {
  tags: ['screenshot'],
  parameters: {
    mockingDate: '2026-11-10T09:00:00+09:00',
    msw: worksSaturdays('2026-11-05'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバー別' }, pageWait));
    const view = canvas.getByRole('region', { name: 'メンバー別 2026年11月' });
    const grid = within(view).getByRole('table', { name: '2026年11月のメンバー別予定' });
    await waitFor(() =>
      expect(within(grid).getByRole('columnheader', { name: '11月5日(木) 創立記念日' })).toHaveAttribute(
        'data-company',
      ),
    );
    await expect(within(grid).getByRole('columnheader', { name: '11月3日(火) 文化の日' })).toHaveAttribute(
      'data-holiday',
    );
    await expect(within(grid).getByRole('columnheader', { name: '11月8日(日)' })).toHaveAttribute('data-off');
    await expect(within(grid).getByRole('columnheader', { name: '11月7日(土)' })).not.toHaveAttribute(
      'data-off',
    );
    // 管理 太郎 is at 博多駅前ビル from the 2nd to the 6th: 足場組立 with its sub-task 足場材搬入 on the 2nd.
    const row = within(grid).getByRole('row', { name: /博多駅前ビル 外装改修工事/ });
    await expect(within(grid).getByRole('rowheader', { name: '管理 太郎' })).toBeVisible();
    await expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('足場組立、足場材搬入');
    await userEvent.click(within(view).getByRole('button', { name: '次の月' }));
    await expect(canvas.getByRole('region', { name: 'メンバー別 2026年12月' })).toHaveTextContent(
      'この月に担当メンバーの予定はありません。',
    );
    // Back to November for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: '前の月' }));
    await expect(await canvas.findByRole('region', { name: 'メンバー別 2026年11月' })).toBeVisible();
  },
};

/** The board reads the company's days off (休日設定) and shades them, named on the day label. */
export const CompanyDaysOff: Story = {
  parameters: {
    msw: worksSaturdays('2026-04-13'),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('創立記念日', {}, pageWait)).toBeVisible();
  },
};

/** A task's members with their companies in its dialog: one is taken off and a partner's worker put on. */
export const TaskMembers: Story = {
  args: { path: '/board?project_id=1' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '足場組立' }, pageWait));
    const dialog = within(document.body).getByRole('dialog', { name: 'タスクの編集' });
    // The project's members (getMembers) name the task's member 1 and offer the partner's workers.
    const partner = await within(dialog).findByRole('checkbox', { name: '木村 誠' }, pageWait);
    const current = within(dialog).getByRole('list', { name: '現在の担当メンバー' });
    await expect(within(current).getByRole('listitem')).toHaveTextContent(/山田 太郎\s*株式会社山田工務店/);
    await userEvent.click(within(current).getByRole('button', { name: '山田 太郎を担当から外す' }));
    await expect(within(dialog).getByText('担当メンバーはいません。')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: '山田 太郎' })).not.toBeChecked();
    await userEvent.click(partner);
    await expect(within(dialog).getByRole('list', { name: '現在の担当メンバー' })).toHaveTextContent(
      /木村 誠\s*株式会社木村設備（協力会社）/,
    );
  },
};

/** Without task rights (core §6) the dialog lists the members to read, with the no-permission message. */
export const TaskMembersReadOnly: Story = {
  args: { path: '/board?project_id=1' },
  parameters: {
    msw: withMocks(
      mock.override('getScheduleBoard', () =>
        HttpResponse.json({
          projects: [makeScheduleProject({ can_edit: false })],
          total: 1,
          offset: 0,
          limit: 30,
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '足場組立' }, pageWait));
    const dialog = within(document.body).getByRole('dialog', { name: 'タスクの編集' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('権限がありません');
    const current = await within(dialog).findByRole('list', { name: '現在の担当メンバー' }, pageWait);
    await expect(current).toHaveTextContent(/太郎\s*株式会社山田工務店/);
    await expect(within(current).queryByRole('button')).toBeNull();
  },
};

/** The element lies wholly inside the window, horizontally. */
const expectInsideWindow = async (element: Element) => {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

/**
 * At the PC minimum width (1280 px) the page header (view switch, settings links) and the board stay
 * in the window: only the board's own scroller scrolls sideways. The site's name keeps its column
 * beside its buttons.
 */
export const Pc1280: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'pc1280' } },
  parameters: { mockingDate: '2026-11-10T09:00:00+09:00' },
  play: async ({ canvas }) => {
    const board = await canvas.findByRole('region', { name: '工程表' }, pageWait);
    await expectPageFits(1280);
    for (const name of ['工程表', 'カレンダー', 'メンバー別', '印刷・PDF']) {
      await expectInsideWindow(canvas.getByRole('button', { name }));
    }
    await expectInsideWindow(canvas.getByRole('link', { name: '工程テンプレート' }));
    await expectInsideWindow(board);
    const siteName = within(board).getByTitle('博多駅前ビル 外装改修工事');
    await expect(siteName.getBoundingClientRect().width).toBeGreaterThan(150);
    await expectInsideWindow(canvas.getByRole('button', { name: '博多駅前ビル 外装改修工事の工程を確定' }));
  },
};

/**
 * The member view on a 360 px phone: the member and site columns narrow (names cut, whole in their
 * tooltips), so the days stay in sight beside them and the month scrolls inside its own box.
 */
export const MemberViewNarrow: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
  parameters: { mockingDate: '2026-11-10T09:00:00+09:00' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'メンバー別' }, pageWait));
    const view = canvas.getByRole('region', { name: 'メンバー別 2026年11月' });
    const grid = within(view).getByRole('table', { name: '2026年11月のメンバー別予定' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectInsideWindow(within(view).getByRole('button', { name: '次の月' }));
    // Both sticky columns together leave at least five days in sight.
    const site = within(grid).getAllByRole('rowheader').at(-1);
    if (!site) throw new Error('no site column');
    await expect(site).toHaveAttribute('title', '博多駅前ビル 外装改修工事');
    await expect(window.innerWidth - site.getBoundingClientRect().right).toBeGreaterThan(5 * 28);
    // The month scrolls inside its box, by keyboard too (the box is focusable).
    const box = grid.parentElement;
    if (!box) throw new Error('no scroll box');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box).toHaveAttribute('tabindex', '0');
  },
};

/**
 * The board on a 360 px phone: a site's row keeps its name readable and gives its actions through
 * one 「…の操作」 menu, opened by keyboard; its 確定 item asks through the same confirm dialog as the
 * button on a wide board, and focus comes back to the menu button.
 */
export const BoardNarrow: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
  parameters: { mockingDate: '2026-11-10T09:00:00+09:00' },
  play: async ({ canvas }) => {
    const site = '博多駅前ビル 外装改修工事';
    const board = await canvas.findByRole('region', { name: '工程表' }, pageWait);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(board).getByTitle(site).getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    await expect(canvas.queryByRole('button', { name: `${site}の工程を確定` })).toBeNull();
    const menuButton = within(board).getByRole('button', { name: `${site}の操作` });
    await expectInsideWindow(menuButton);
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(document.body);
    await waitFor(() => expect(page.getByRole('menuitem', { name: `${site}の工程を確定` })).toHaveFocus());
    await expect(page.getByRole('menuitem', { name: `${site}にタスクを追加` })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: `${site}のテンプレート` })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('alertdialog', { name: '工程を確定しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    // Opened again for the screenshot.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(page.getByRole('menuitem', { name: `${site}のテンプレート` })).toBeVisible());
  },
};

/** The /talk task-list tab on a 360 px phone: the table scrolls inside its box, the buttons stay in the window. */
export const TaskListNarrow: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
  args: { path: '/board?project_id=1' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: '博多駅前ビル 外装改修工事のタスク一覧' },
      pageWait,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectInsideWindow(canvas.getByRole('button', { name: 'タスクを追加' }));
    await expectInsideWindow(canvas.getByRole('button', { name: 'テンプレート' }));
    const box = table.parentElement;
    if (!box) throw new Error('no scroll box');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(within(table).getByRole('button', { name: '足場組立' })).toBeVisible();
  },
};
