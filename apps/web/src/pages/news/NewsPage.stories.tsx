import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/News/お知らせ',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/news' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread items are marked; opening an html item goes to its detail page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The first story of the file also waits for the page chunk's cold load.
    const list = await canvas.findByRole('list', { name: 'お知らせ一覧' }, { timeout: 15_000 });
    await expect(list).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /年末年始のサポート窓口休業/ }));
    await expect(
      await canvas.findByRole('heading', { name: '年末年始のサポート窓口休業のお知らせ' }, pageWait),
    ).toBeVisible();
  },
};

export const Mentions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /メンション/ }, pageWait));
    await expect(await canvas.findByRole('list', { name: 'メンション一覧' }, pageWait)).toBeVisible();
  },
};

export const Loading: Story = loadingStory('pc_news');

export const Empty: Story = emptyStory('pc_news', 'お知らせはありません');

export const FetchFailed: Story = fetchFailedStory('pc_news');

export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'お知らせ一覧' }, pageWait)).toBeVisible();
  },
};
