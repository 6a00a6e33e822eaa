import { makeNews, makeNewsList } from '@genba/api-client/fixtures';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, expectPageFits, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/News/お知らせ詳細・お知らせ設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/news/501/detail' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const SETTING_PATH = '/news/setting';

/** What the story's page sent (read marks), reset before each story that records. */
const sent = { read: null as unknown, readAll: false };
const resetSent = () => {
  sent.read = null;
  sent.readAll = false;
};

/** First: it has no play function, so it also warms the news chunk (a cold Vite) for the others. */
export const DetailLoading: Story = loadingStory('pc_news');

/** /news/501/detail reached by its address: the item is found in the list, shown, and marked read. */
export const Detail: Story = {
  tags: ['screenshot'],
  beforeEach: resetSent,
  parameters: {
    msw: withMocks(
      mock.override('update_read_news', async ({ request }) => {
        sent.read = await request.json();
        return HttpResponse.json(mock.fixture('update_read_news'));
      }),
    ),
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole(
      'heading',
      { level: 1, name: '年末年始のサポート窓口休業のお知らせ' },
      pageWait,
    );
    await expect(title).toBeVisible();
    await expect(canvas.getByText('2026/11/20')).toBeVisible();
    await expect(canvas.getByText('12月29日から1月3日まで、サポート窓口を休業いたします。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← お知らせ一覧' })).toHaveAttribute('href', '/news');
    await waitFor(() => expect(sent.read).toEqual({ news_id: 501 }));
  },
};

/** An item that is a file: a download link instead of a body; already read, so no read mark is sent. */
export const DetailFile: Story = {
  args: { path: '/news/500/detail' },
  beforeEach: resetSent,
  parameters: {
    msw: withMocks(
      mock.override('update_read_news', () => {
        sent.read = true;
        return HttpResponse.json(mock.fixture('update_read_news'));
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: '操作マニュアル（アルバム編）を公開しました' }, pageWait),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ファイルをダウンロード' })).toHaveAttribute(
      'href',
      'news/500/album_manual.pdf',
    );
    await expect(sent.read).toBeNull();
  },
};

/** The list no longer has the item (withdrawn): the page says so and offers a reload. */
export const DetailNotFound: Story = emptyStory('pc_news', 'お知らせが見つかりません');

export const DetailFetchFailed: Story = fetchFailedStory('pc_news');

export const DetailNarrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: '年末年始のサポート窓口休業のお知らせ' },
        pageWait,
      ),
    ).toBeVisible();
    await expectPageFits(360);
  },
};

/** The back link returns to the list. */
export const DetailBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '← お知らせ一覧' }, pageWait));
    await expect(await canvas.findByRole('list', { name: 'お知らせ一覧' }, pageWait)).toBeVisible();
  },
};

export const SettingLoading: Story = {
  args: { path: SETTING_PATH },
  ...loadingStory('pc_news'),
};

/** /news/setting: how many are unread, with すべて既読にする, and the pop-ups the member turned off. */
export const Setting: Story = {
  tags: ['screenshot'],
  args: { path: SETTING_PATH },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'お知らせ設定' }, pageWait),
    ).toBeVisible();
    await expect(await canvas.findByText(/2 件/, {}, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'すべて既読にする' })).toBeEnabled();
    await expect(canvas.getByText('ありません')).toBeVisible();
  },
};

/** No news at all: nothing unread, no pop-up turned off. */
export const SettingEmpty: Story = {
  args: { path: SETTING_PATH },
  parameters: { msw: withMocks(mock.data('pc_news', { news: [], unread_count: 0 })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ありません', {}, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
  },
};

export const SettingFetchFailed: Story = {
  args: { path: SETTING_PATH },
  ...fetchFailedStory('pc_news'),
};

/** Twenty pop-ups turned off: their titles are listed. */
export const SettingMany: Story = {
  args: { path: SETTING_PATH },
  parameters: {
    msw: withMocks(
      mock.data('pc_news', {
        news: Array.from({ length: 20 }, (_, i) =>
          makeNews({
            id: 600 + i,
            news_title: `メンテナンスのお知らせ（第${i + 1}回）`,
            unpopup: 1,
            readed: 1,
          }),
        ),
        unread_count: 0,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const dismissed = await canvas.findByText(/メンテナンスのお知らせ（第1回）、/, {}, pageWait);
    await expect(dismissed).toHaveTextContent('メンテナンスのお知らせ（第20回）');
  },
};

export const SettingNarrow: Story = {
  args: { path: SETTING_PATH },
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'すべて既読にする' }, pageWait)).toBeVisible();
    await expectPageFits(360);
  },
};

/** すべて既読にする: sent, then the list is read again and nothing is unread. */
export const SettingReadAll: Story = {
  args: { path: SETTING_PATH },
  beforeEach: resetSent,
  parameters: {
    msw: withMocks(
      mock.override('update_read_all', () => {
        sent.readAll = true;
        return HttpResponse.json(mock.fixture('update_read_all'));
      }),
      mock.override('pc_news', () => {
        const news = makeNewsList().map((n) => (sent.readAll ? { ...n, readed: 1 } : n));
        return HttpResponse.json({ news, unread_count: news.filter((n) => n.readed === 0).length });
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'すべて既読にする' }, pageWait));
    await expect(await canvas.findByText(/0 件/, {}, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
    await expect(sent.readAll).toBe(true);
  },
};
