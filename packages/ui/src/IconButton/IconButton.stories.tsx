import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BellIcon, CloseIcon, MenuIcon, SearchIcon } from '../Icon/icons.tsx';
import { IconButton, type IconButtonVariant } from './IconButton.tsx';

const meta = {
  title: 'UI/Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs', 'screenshot'],
  args: { 'aria-label': '検索', icon: <SearchIcon />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '検索' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { variant: 'secondary' } };

const variants: IconButtonVariant[] = ['ghost', 'secondary', 'primary', 'danger'];

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 12 }}>
      {variants.map((variant) => [
        <IconButton
          key={`${variant}-sm`}
          variant={variant}
          size="sm"
          aria-label="閉じる"
          icon={<CloseIcon />}
        />,
        <IconButton key={`${variant}-md`} variant={variant} aria-label="メニュー" icon={<MenuIcon />} />,
        <IconButton
          key={`${variant}-lg`}
          variant={variant}
          size="lg"
          aria-label="お知らせ"
          icon={<BellIcon />}
        />,
        <IconButton
          key={`${variant}-disabled`}
          variant={variant}
          disabled
          aria-label="検索"
          icon={<SearchIcon />}
        />,
      ])}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };
