import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';
import { emptyStory, fetchFailedStory, loadingStory } from '../../test/pageStates.ts';

const meta = {
  title: 'Web/Project/案件一覧',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/case' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The case list at a 1280 px desk: its filters, the member's columns and the rows with their badges. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '案件一覧' }, pageWait);
    await expect(table).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: '田中様邸 外壁塗装工事' }, pageWait),
    ).toHaveAttribute('href', '/talk/field/500');
  },
};

export const ColumnChooser: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '表示項目' }, pageWait));
    await expect(canvas.getByRole('group', { name: '表示する項目' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '案件名' })).toBeDisabled();
  },
};

export const Loading: Story = loadingStory('getCaseList');

export const Empty: Story = emptyStory('getCaseList', '案件が登録されていません');

export const FetchFailed: Story = fetchFailedStory('getCaseList');

export const NewProject: Story = {
  args: { path: '/case/new' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '案件名' }, pageWait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登録' })).toBeVisible();
  },
};

export const Customers: Story = {
  args: { path: '/customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '顧客一覧' }, pageWait)).toBeVisible();
  },
};

export const Buildings: Story = {
  args: { path: '/building' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '物件一覧' }, pageWait)).toBeVisible();
  },
};

export const CompletionSettings: Story = {
  args: { path: '/genbamastersetting/completion' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: '進捗状況 施工中' }, pageWait)).toBeVisible();
  },
};
