import { SESSION_EXPIRED_MESSAGE } from '@genba/api-client';
import { makeChatRoomSummary } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, failedWait, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Talk/トーク',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/talk' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's projects in the PC layout. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '現場一覧' }, pageWait)).toBeVisible();
  },
};

export const Smartphone: Story = { globals: { viewport: { value: 'sp360' } } };

export const Loading: Story = loadingStory('getProjectList');

export const Empty: Story = emptyStory('getProjectList', 'データがありません');

export const FetchFailed: Story = fetchFailedStory('getProjectList');

/** A call answers 419: the dialog takes over. */
export const SessionExpired: Story = {
  parameters: { msw: withMocks(mock.error('getProjectList', 419)) },
  play: async () => {
    await expect(
      await screen.findByRole('alertdialog', { name: SESSION_EXPIRED_MESSAGE }, pageWait),
    ).toBeVisible();
  },
};

/** Pinned sites come first, marked, with the unpin button pressed. */
export const Pinned: Story = {
  parameters: {
    msw: withMocks(
      mock.data('getProjectList', {
        ...mock.fixture('getProjectList'),
        projects: mock.fixture('getProjectList').projects.map((p, i) => ({ ...p, pinned: i === 0 })),
      }),
    ),
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '現場一覧' }, pageWait);
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no rows');
    await expect(within(first).getByRole('button', { name: /ピン留めから外す$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The personal/group tab: group and private rooms, with the buttons that start new ones. */
export const GroupTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await expect(await canvas.findByRole('list', { name: '個人・グループ一覧' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '佐々木 誠' })).toHaveAttribute('href', '/talk/member/14');
    await userEvent.click(canvas.getByRole('tab', { name: '現場' }));
  },
};

export const GroupTabEmpty: Story = {
  parameters: { msw: withMocks(mock.empty('getGroupChatList'), mock.empty('getGroupAndPrivateChatList')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await expect(
      await canvas.findByText('参加しているグループ・個人トークはまだありません。', {}, pageWait),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '現場' }));
  },
};

/** 45 groups, one a minute: getGroupChatList's first page of 30, then the next by its cursor. */
const GROUPS = Array.from({ length: 45 }, (_, i) =>
  makeChatRoomSummary({
    chatroom_id: 500 - i,
    name: `グループ${i + 1}`,
    unread_count: i === 0 ? 120 : 0,
    last_sent: `2026-11-20 ${String(17 - Math.floor(i / 60)).padStart(2, '0')}:${String(59 - (i % 60)).padStart(2, '0')}:00`,
  }),
);
/** A private room older than the first page's last group: it waits for the second page. */
const OLD_PRIVATE = makeChatRoomSummary({
  chatroom_id: 301,
  type: 'private',
  name: '佐々木 誠',
  partner_member_id: 14,
  last_message: '了解しました。',
  last_sent: '2026-11-20 17:20:00',
});
const pagedGroups = mock.override('getGroupChatList', ({ request }) => {
  const query = new URL(request.url).searchParams;
  const limit = Number(query.get('limit'));
  const after = query.get('min_id');
  const from = after === null ? 0 : GROUPS.findIndex((g) => g.chatroom_id === Number(after)) + 1;
  return HttpResponse.json({
    rooms: GROUPS.slice(from, from + limit),
    has_more: from + limit < GROUPS.length,
  });
});

/** Many groups: 30 at first with さらに表示; the older private room shows only once its place is reached. */
export const GroupTabPaged: Story = {
  parameters: {
    msw: withMocks(pagedGroups, mock.data('getGroupAndPrivateChatList', { rooms: [...GROUPS, OLD_PRIVATE] })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    const list = await canvas.findByRole('list', { name: '個人・グループ一覧' }, pageWait);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    await expect(within(list).getByText('99+')).toBeVisible();
    await expect(within(list).queryByRole('link', { name: '佐々木 誠' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'さらに表示' }));
    await expect(await within(list).findByRole('link', { name: 'グループ45' }, pageWait)).toBeVisible();
    const names = within(list)
      .getAllByRole('link')
      .map((a) => a.textContent);
    // 17:20 falls between グループ40 (17:20, id 461) and グループ41: ties go to the higher id.
    await expect(names.indexOf('佐々木 誠')).toBe(names.indexOf('グループ40') + 1);
    await expect(canvas.queryByRole('button', { name: 'さらに表示' })).toBeNull();
  },
};

export const GroupTabLoading: Story = {
  parameters: { msw: withMocks(mock.slow('getGroupChatList', 60_000)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await expect(
      await canvas.findByRole('status', { name: 'トーク一覧を読み込み中' }, pageWait),
    ).toBeVisible();
  },
};

export const GroupTabFetchFailed: Story = {
  parameters: { msw: withMocks(mock.error('getGroupChatList', 500)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await expect(await canvas.findByText('データを取得できませんでした', {}, failedWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

export const GroupTabSmartphone: Story = {
  globals: { viewport: { value: 'sp360' } },
  parameters: GroupTabPaged.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await expect(await canvas.findByRole('list', { name: '個人・グループ一覧' }, pageWait)).toBeVisible();
  },
};

/** Creating a group: a name and at least one member; the server's answer opens the room. */
export const NewGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await userEvent.click(await canvas.findByRole('button', { name: 'グループを作成' }, pageWait));
    const dialog = await screen.findByRole('dialog', { name: 'グループを作成' }, pageWait);
    await expect(await within(dialog).findByRole('checkbox', { name: /林 勇気/ }, pageWait)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('グループ名を入力してください');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await userEvent.click(canvas.getByRole('tab', { name: '現場' }));
  },
};

/** The search tab searches on submit (an IME's confirming Enter never starts a search mid-word). */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '検索' }, pageWait));
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'トークを検索' }, pageWait), '工務');
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    await expect(await canvas.findByRole('list', { name: '検索結果' }, pageWait)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '現場' }));
  },
};

/** PC: the list folds to 60 px and opens again. */
export const Collapsed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'グループ一覧を閉じる' }, pageWait));
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'グループ一覧を開く' }));
    await expect(canvas.getByRole('tablist', { name: 'グループ一覧' })).toBeVisible();
  },
};
