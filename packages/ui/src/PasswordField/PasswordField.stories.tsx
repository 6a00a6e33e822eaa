import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'UI/Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs', 'screenshot'],
  args: { label: 'パスワード' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { description: '6文字以上の半角英数字' } };

/** The toggle reveals the password and hides it again. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'genba-demo' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('パスワード', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを表示' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを隠す' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'パスワードは6文字以上で入力してください' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'genba-demo' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'sp360' } }, args: { required: true } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField label="パスワード" />
      <PasswordField
        label="新しいパスワード"
        required
        description="6文字以上の半角英数字"
        autoComplete="new-password"
      />
      <PasswordField label="パスワード（確認）" defaultValue="genba" error="パスワードが一致しません" />
      <PasswordField label="パスワード" disabled defaultValue="genba-demo" />
    </div>
  ),
};
