import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const periods = [
  { value: '1', label: '1ヶ月' },
  { value: '6', label: '6ヶ月' },
  { value: '12', label: '12ヶ月' },
  { value: '24', label: '24ヶ月' },
];

const meta = {
  title: 'UI/Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs', 'screenshot'],
  args: { label: '契約期間', options: periods, defaultValue: '12', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '6ヶ月' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('6');
    await expect(canvas.getByRole('radio', { name: '6ヶ月' })).toBeChecked();
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { orientation: 'horizontal' } };

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = {
  args: { defaultValue: undefined, error: '契約期間を選択してください', description: '標準は12ヶ月です' },
};

export const Disabled: Story = {
  args: { options: periods.map((p) => ({ ...p, disabled: p.value === '24' })) },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} />
      <RadioGroup {...args} label="天気" orientation="horizontal" defaultValue="sunny" options={weather} />
      <RadioGroup {...args} defaultValue={undefined} error="契約期間を選択してください" />
      <RadioGroup {...args} disabled />
    </div>
  ),
};

const weather = [
  { value: 'sunny', label: '晴れ' },
  { value: 'cloudy', label: '曇り' },
  { value: 'rain', label: '雨' },
  { value: 'snow', label: '雪' },
];
