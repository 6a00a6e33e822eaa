import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { failedWait, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Talk/現場トーク',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/talk/field/11' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site's room: the timeline, and the composer named メッセージ with its 送信 button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log', { name: 'メッセージ' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '送信' })).toBeVisible();
  },
};

export const Smartphone: Story = { globals: { viewport: { value: 'sp360' } } };

export const Loading: Story = loadingStory('getInitArrowChatData');

export const FetchFailed: Story = fetchFailedStory('getInitArrowChatData');

export const NoRoom: Story = fetchFailedStory('getTalkByFieldId', 403);

/** PC: the member panel beside the room, 自社 before 協力会社. */
export const Members: Story = {
  globals: { viewport: { value: 'pc1280' } },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('complementary', { name: /^メンバー/ }, pageWait);
    await expect(await within(panel).findByRole('list', { name: '自社' }, pageWait)).toBeVisible();
    await expect(within(panel).getByRole('list', { name: '協力会社' })).toBeVisible();
  },
};

/** Phones: the panel is a メンバー button that opens the list in a sheet. */
export const SmartphoneMembers: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: /^メンバー \d+/ }, pageWait);
    await userEvent.click(button);
    const sheet = await within(document.body).findByRole('dialog', { name: 'メンバー' });
    await expect(within(sheet).getByRole('list', { name: '自社' })).toBeVisible();
  },
};

export const MembersFetchFailed: Story = {
  globals: { viewport: { value: 'pc1280' } },
  parameters: { msw: withMocks(mock.error('getTalkMembers', 500)) },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('complementary', { name: /^メンバー/ }, pageWait);
    await expect(
      await within(panel).findByText('データを取得できませんでした', {}, failedWait),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: '再読み込み' })).toBeVisible();
  },
};

/** A project room's tabs: project talk, daily, report, album and task list, each for this project. */
export const Tabs: Story = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('navigation', { name: '現場のタブ' }, pageWait);
    await expect(within(tabs).getByRole('link', { name: '現場トーク' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: 'アルバム' })).toHaveAttribute(
      'href',
      '/talk/field/11/album?project_id=11',
    );
    await expect(within(tabs).getByRole('link', { name: '報告' })).toHaveAttribute(
      'href',
      '/talk/field/11/report?project_id=11&view=report',
    );
  },
};

/** A private room with its messages. */
export const PrivateRoom: Story = {
  args: { path: '/talk/member/14' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log', { name: 'メッセージ' }, pageWait)).toBeVisible();
  },
};

/** Before the first message there is no room: the composer's first send creates it. */
export const PrivateRoomFirstMessage: Story = {
  args: { path: '/talk/member/14' },
  parameters: {
    msw: withMocks(
      mock.data('getInitPrivateChatData', {
        ...mock.fixture('getInitPrivateChatData'),
        room: null,
        messages: [],
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/最初のメッセージを送りましょう/, {}, pageWait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  },
};

export const PrivateRoomFetchFailed: Story = {
  args: { path: '/talk/member/14' },
  ...fetchFailedStory('getInitPrivateChatData'),
};
