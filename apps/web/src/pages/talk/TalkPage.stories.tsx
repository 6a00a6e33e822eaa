import { SESSION_EXPIRED_MESSAGE } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

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
  parameters: { msw: withMocks(mock.empty('getGroupAndPrivateChatList')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '個人・グループ' }, pageWait));
    await expect(
      await canvas.findByText('参加しているグループ・個人トークはまだありません。', {}, pageWait),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '現場' }));
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
