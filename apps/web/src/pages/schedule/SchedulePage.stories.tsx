import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
