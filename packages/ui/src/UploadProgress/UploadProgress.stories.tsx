import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UploadProgress } from './UploadProgress.tsx';

const meta = {
  title: 'UI/Talk/UploadProgress',
  component: UploadProgress,
  tags: ['autodocs', 'screenshot'],
  args: { label: 'アップロード中 1/3', percent: 45, onCancel: fn() },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bytes' percentage on the bar and as text; キャンセル by keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('アップロード中 1/3');
    await expect(canvas.getByRole('progressbar', { name: 'アップロード中 1/3' })).toHaveAttribute(
      'value',
      '45',
    );
    await expect(canvas.getByText('45%')).toBeVisible();
    canvas.getByRole('button', { name: 'キャンセル' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <UploadProgress label="アップロード中 1/1" percent={0} onCancel={fn()} />
      <UploadProgress label="配筋検査 報告書.pdf を送信中" percent={62.4} onCancel={fn()} />
      <UploadProgress label="アップロード中 3/3" percent={100} />
    </div>
  ),
};

/** Out-of-range input is clamped; a long name wraps at 360 px. */
export const Narrow: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: {
    label: 'とても長いファイル名の工程表_2026年11月版_最終_修正済み.xlsx を送信中',
    percent: 140,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};
