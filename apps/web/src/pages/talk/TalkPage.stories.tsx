import { SESSION_EXPIRED_MESSAGE } from '@genba/api-client';
import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
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
