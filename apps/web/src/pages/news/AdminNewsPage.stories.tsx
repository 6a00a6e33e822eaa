import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/News/お知らせ管理',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/admin/news' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with read counts; 新規作成 opens the form, 削除 asks first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', {}, pageWait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新規作成' }));
    await expect(canvas.getByRole('form', { name: 'お知らせの編集' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory('admin_news');

export const Empty: Story = emptyStory('admin_news', 'お知らせはありません');

export const FetchFailed: Story = fetchFailedStory('admin_news', 403);
