import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Talk/現場トーク',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/talk/field/11' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site's room: the timeline, and the composer named メッセージ with its 送信 button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log', { name: 'メッセージ' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '送信' })).toBeVisible();
  },
};

export const Smartphone: Story = { globals: { viewport: { value: 'sp360' } } };

export const Loading: Story = { parameters: { msw: withMocks(mock.slow('getInitArrowChatData', 60_000)) } };

export const FetchFailed: Story = {
  parameters: { msw: withMocks(mock.error('getInitArrowChatData', 500)) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('データを取得できませんでした', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const NoRoom: Story = {
  parameters: { msw: withMocks(mock.error('getTalkByFieldId', 403)) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('データを取得できませんでした', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
