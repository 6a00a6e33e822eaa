import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Album/アルバムダウンロード設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/album-download' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company uses tag names (the fixture); switching back and saving says so. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = await canvas.findByRole('radio', { name: /タグ名でダウンロード/ }, pageWait);
    await expect(tag).toBeChecked();
    await expect(
      canvas.getByText(/博多駅前ビル外装改修工事_20261120_20261119_001_施工前_外壁\.jpg/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'アップロードしたときのファイル名' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('保存しました。');
  },
};

export const Loading: Story = loadingStory('getAlbumDownloadSetting');

/** A single setting has no empty state: a company that never saved one reads 0 (uploaded names). */
export const FetchFailed: Story = fetchFailedStory('getAlbumDownloadSetting');
