import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'UI/Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs', 'screenshot'],
  args: { width: 240 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { shape: 'rect', height: 120 } };

/** A chat list row while it loads. */
export const Catalog: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="読み込み中"
      role="status"
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
    >
      {[1, 2, 3].map((n) => (
        <div key={n} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton shape="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton />
          </div>
        </div>
      ))}
      <Skeleton shape="rect" height={120} />
    </div>
  ),
};
