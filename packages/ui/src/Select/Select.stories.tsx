import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const statuses = [
  { value: '0', label: '施工中' },
  { value: '1', label: '完工' },
  { value: '2', label: '着工前' },
  { value: '7', label: '保留' },
];

const meta = {
  title: 'UI/Primitives/Select',
  component: Select,
  tags: ['autodocs', 'screenshot'],
  args: { label: '現場ステータス', options: statuses, placeholder: '選択してください' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '現場ステータス' });
    await userEvent.selectOptions(select, '完工');
    await expect(select).toHaveValue('1');
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const WithError: Story = { args: { error: '現場ステータスを選択してください', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '0' } };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} />
      <Select {...args} label="契約期間" required description="標準は12ヶ月です" defaultValue="1" />
      <Select {...args} error="現場ステータスを選択してください" />
      <Select {...args} disabled defaultValue="7" />
    </div>
  ),
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'sp360' } } };
