import { DAILY_POST_TEXT } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DailyPopover } from '../DailyPopover/DailyPopover.tsx';
import { BoardDailyPosts } from './BoardDailyPosts.tsx';
import type { BoardDailyPost } from './boardDailyPosts.ts';

const posts: BoardDailyPost[] = [
  {
    id: 3,
    dailyId: 603,
    text: '【日報】11月20日 鈴木 一郎\n天気 晴れ 14.5℃ 40%\n・足場設置\n・高圧洗浄\n・養生\n近隣挨拶済み',
    poster: '鈴木 一郎',
    date: '18:30',
    href: '#daily-603',
  },
  {
    id: 2,
    dailyId: 602,
    text: '【日報】11月19日 佐藤 花子\n天気 曇り\n・下地補修',
    poster: '山田 太郎',
    date: '昨日',
    href: '#daily-602',
  },
];

const meta = {
  title: 'UI/Talk/BoardDailyPosts',
  component: BoardDailyPosts,
  tags: ['autodocs', 'screenshot'],
  args: { posts, onOpen: fn(), displayInTalk: true, onDisplayInTalkChange: fn() },
} satisfies Meta<typeof BoardDailyPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; a report's heading opens it; three lines show and the rest are counted. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: DAILY_POST_TEXT.boardTab });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('…他2行');
    const link = canvas.getByRole('link', { name: '【日報】11月19日 佐藤 花子' });
    await expect(link).toHaveAttribute('href', '#daily-602');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(posts[1]);
    await userEvent.click(canvas.getByRole('checkbox', { name: DAILY_POST_TEXT.displayInTalk }));
    await expect(args.onDisplayInTalkChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DAILY_POST_TEXT.boardEmpty)).toBeVisible();
  },
};

/** The setting is off and being saved again: the toggle waits; a failed save is said. */
export const DisplayOff: Story = {
  args: { displayInTalk: false, displayPending: true, notice: DAILY_POST_TEXT.displayFailed },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: DAILY_POST_TEXT.displayInTalk });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(DAILY_POST_TEXT.displayFailed);
  },
};

export const Many: Story = {
  args: {
    posts: Array.from({ length: 40 }, (_, i) => ({
      ...(posts[i % 2] as BoardDailyPost),
      id: 100 + i,
      dailyId: 700 + i,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(40);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: {
    posts: [
      {
        ...(posts[0] as BoardDailyPost),
        text: '【日報】11月20日 とても長い名前の協力会社の職長さん\n・外壁北面の足場の組み立てと養生シートの張り替え、ならびに高圧洗浄の準備',
      },
    ],
  },
};

/** The app draws each heading as the report's popup (DailyPopover); Enter opens it. */
export const OpensPopup: Story = {
  args: {
    renderDaily: (post, heading) => (
      <DailyPopover label={heading} detailHref={post.href} onOpenDetail={fn()} state={{ status: 'error' }} />
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('button', { name: '【日報】11月20日 鈴木 一郎' });
    heading.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: '【日報】11月20日 鈴木 一郎' });
    await expect(within(popup).getByRole('link', { name: '詳細を見る' })).toHaveAttribute(
      'href',
      '#daily-603',
    );
  },
};

/** Older posts exist: a button at the end loads the next page. */
export const MorePosts: Story = {
  args: { more: { onLoad: fn(), loading: false, error: null } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: DAILY_POST_TEXT.loadMore }));
    await expect(args.more?.onLoad).toHaveBeenCalledOnce();
  },
};

/** The next page failed: the reason is said and the button tries again. */
export const MorePostsFailed: Story = {
  args: { more: { onLoad: fn(), loading: false, error: DAILY_POST_TEXT.loadMoreFailed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(DAILY_POST_TEXT.loadMoreFailed);
    await expect(canvas.getByRole('button', { name: DAILY_POST_TEXT.loadMore })).toBeEnabled();
  },
};

/** While the next page comes, the button says so and waits. */
export const MorePostsLoading: Story = {
  args: { more: { onLoad: fn(), loading: true, error: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: DAILY_POST_TEXT.loadMore })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
