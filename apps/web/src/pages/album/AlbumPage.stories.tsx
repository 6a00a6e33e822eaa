import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, failedWait, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Album/全体アルバム',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/album' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's photos grouped by registration date; selecting one shows the actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [tile] = await canvas.findAllByRole('button', { name: /^IMG_\d+\.jpg/ }, pageWait);
    if (!tile) throw new Error('no photo tile');
    await expect(canvas.getByLabelText('写真を追加')).toBeInTheDocument();
    await userEvent.click(tile);
    await expect(await canvas.findByRole('button', { name: 'タグ・フォルダ編集' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory('getCommonAlbumAllData');

export const Empty: Story = emptyStory('getCommonAlbumAllData', '写真がありません');

export const FetchFailed: Story = {
  parameters: { msw: withMocks(mock.error('getCommonAlbumAllData', 500)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再読み込み' }, failedWait)).toBeVisible();
  },
};
