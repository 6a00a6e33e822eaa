import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { AvatarType } from '../tokens/tokens.ts';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'UI/Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs', 'screenshot'],
  args: { name: '山田 太郎', type: 'admin' },
  argTypes: {
    type: { control: 'inline-radio', options: ['admin', 'manager', 'business', 'partner', 'own'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '山田 太郎' })).toHaveTextContent('山');
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { size: 'lg', invited: true } };

const types: AvatarType[] = ['admin', 'manager', 'business', 'partner', 'own'];
const names = ['管理', '森田', '事務', '協力', '自分'];

/** Every type, and each one invited (dashed green border). */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, max-content)',
        gap: 16,
        alignItems: 'center',
      }}
    >
      {types.map((type, i) => (
        <Avatar key={type} name={`${names[i]} 花子`} type={type} />
      ))}
      {types.map((type, i) => (
        <Avatar key={`${type}-invited`} name={`${names[4 - i]} 次郎`} type={type} invited />
      ))}
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} name="Taro Yamada" type="partner" size={size} />
      ))}
    </div>
  ),
};

export const Invited: Story = {
  args: { name: '佐藤 次郎', type: 'partner', invited: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '佐藤 次郎（招待中）' })).toBeVisible();
  },
};

/** A photo that cannot load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/no-such-photo.jpg', name: '鈴木 一郎', type: 'business' },
  parameters: { msw: [] },
  // The initials appear 300 ms after a photo is asked for (no flash on a fast load); the screenshot
  // once caught the empty circle before them.
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '鈴木 一郎' })).toHaveTextContent('鈴'));
  },
};
