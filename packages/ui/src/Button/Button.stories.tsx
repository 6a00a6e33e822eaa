import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, type ButtonSize, type ButtonVariant } from './Button.tsx';

const meta = {
  title: 'UI/Primitives/Button',
  component: Button,
  tags: ['autodocs', 'screenshot'],
  args: { children: '保存する', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { variant: 'secondary', size: 'lg' } };

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

export const Catalog: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {variants.map((variant) => [
        ...sizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {variant === 'danger' ? '削除する' : '保存する'}
          </Button>
        )),
        <Button key={`${variant}-disabled`} {...args} variant={variant} disabled>
          無効
        </Button>,
        <Button key={`${variant}-loading`} {...args} variant={variant} loading>
          送信中
        </Button>,
      ])}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, children: 'ログイン' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'ログイン' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Danger: Story = { args: { variant: 'danger', children: '削除する' } };

export const NarrowScreen: Story = {
  args: { fullWidth: true, children: 'ログイン', size: 'lg' },
  globals: { viewport: { value: 'sp360' } },
};
