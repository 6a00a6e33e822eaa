import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/Primitives/TextField',
  component: TextField,
  tags: ['autodocs', 'screenshot'],
  args: { label: 'メールアドレス', type: 'email', placeholder: 'example@genba.jp', autoComplete: 'email' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('メールアドレス');
    await userEvent.type(input, 'kanri@example.com');
    await expect(input).toHaveValue('kanri@example.com');
  },
};

export const Playground: Story = {
  tags: ['!screenshot'],
  args: { description: '半角英数字で入力してください' },
};

export const WithDescription: Story = {
  args: { description: 'ログインに使うアドレスです。', required: true },
};

export const WithError: Story = {
  args: { defaultValue: 'kanri@', error: 'メールアドレスの形式が正しくありません' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/メールアドレス/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('メールアドレスの形式が正しくありません');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'kanri@example.com' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="現場名" placeholder="例：東区新築工事" />
      <TextField label="現場名" required description="30文字まで" />
      <TextField label="郵便番号" defaultValue="81" error="郵便番号は7桁で入力してください" />
      <TextField label="現場名" disabled defaultValue="西町リフォーム" />
    </div>
  ),
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'sp360' } }, args: { required: true } };
