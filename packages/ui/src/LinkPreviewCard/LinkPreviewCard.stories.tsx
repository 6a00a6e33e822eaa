import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkPreviewCard } from './LinkPreviewCard.tsx';

const preview = {
  url: 'https://example.com/schedule',
  title: '博多駅前ビル 外装改修工事 工程表',
  description: '足場の設置は来週月曜から。雨天時は翌日に順延します。',
  image: null,
  siteName: '現場ポケット',
};

const meta = {
  title: 'UI/Talk/LinkPreviewCard',
  component: LinkPreviewCard,
  tags: ['autodocs', 'screenshot'],
  args: { state: { status: 'ready', preview } },
} satisfies Meta<typeof LinkPreviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with Open Graph title and description. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /工程表/ })).toHaveAttribute('href', preview.url);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'リンクのプレビューを読み込み中' })).toBeVisible();
  },
};

/** A page without title or description: nothing is drawn, the message's link stays. */
export const NoPreview: Story = {
  args: { state: { status: 'none' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};

/** The fetch failed (refused address, time-out): nothing is drawn. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};
