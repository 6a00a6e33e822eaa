import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'UI/Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs', 'screenshot'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('読み込み中');
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { size: 'lg', label: '写真を読み込み中' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};
