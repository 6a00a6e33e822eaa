import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { type EmptyStatePreset, emptyStateTexts } from './empty-texts.ts';

const meta = {
  title: 'UI/Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs', 'screenshot'],
  argTypes: { preset: { control: 'select', options: Object.keys(emptyStateTexts) } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('データがありません')).toBeVisible();
  },
};

export const Playground: Story = { tags: ['!screenshot'], args: { preset: 'noSearchResult' } };

/** Every empty text of the spec. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 16 }}>
      {(Object.keys(emptyStateTexts) as EmptyStatePreset[]).map((preset) => (
        <EmptyState key={preset} preset={preset} style={{ border: '1px dashed #c7ccd4', borderRadius: 8 }} />
      ))}
    </div>
  ),
};

export const FetchFailedWithRetry: Story = {
  args: { preset: 'fetchFailed', action: <Button variant="secondary">再読み込み</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('データを取得できませんでした');
  },
};

export const NoCustomers: Story = {
  args: { preset: 'noCustomers', action: <Button>顧客を登録する</Button> },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: { preset: 'enterKeyword' },
};
