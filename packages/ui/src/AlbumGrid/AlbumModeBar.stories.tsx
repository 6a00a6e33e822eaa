import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AlbumModeBar } from './AlbumModeBar.tsx';

const meta = {
  title: 'UI/Album/AlbumModeBar',
  component: AlbumModeBar,
  tags: ['autodocs', 'screenshot'],
  args: { mode: 'download', count: 2, onAct: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlbumModeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadMode: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'ダウンロードモード' });
    await expect(bar).toHaveStyle({ height: '56px' });
    await userEvent.click(canvas.getByRole('button', { name: '選択した写真をダウンロード' }));
    await expect(args.onAct).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const DeleteMode: Story = {
  args: { mode: 'delete', count: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'キャンセル' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const NothingSelected: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '選択した写真をダウンロード' })).toBeDisabled();
    await expect(canvas.getByText('0枚選択中')).toBeVisible();
  },
};

export const ManySelected: Story = {
  args: { mode: 'delete', count: 100_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100,000枚選択中')).toBeVisible();
  },
};

export const Downloading: Story = {
  args: { count: 5, busy: true, progress: 'ダウンロード中 2/5' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('ダウンロード中 2/5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** 360 px phone width: the texts are cut, the bar keeps its height. */
export const Narrow: Story = {
  args: { mode: 'delete', count: 12 },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '削除モード' })).toHaveStyle({ height: '56px' });
  },
};
