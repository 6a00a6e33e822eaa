import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageBody, spHeaderEnd, spNavigation } from '../AppLayout/layout-fixtures.test-utils.tsx';
import { ChevronLeftIcon } from '../Icon/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { SpLayout } from './SpLayout.tsx';

const meta = {
  title: 'UI/Layouts/SpLayout',
  component: SpLayout,
  tags: ['autodocs', 'screenshot'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'sp360' } },
  args: { mode: 'sites', headerEnd: spHeaderEnd, navigation: spNavigation, children: <PageBody /> },
  argTypes: { mode: { control: 'inline-radio', options: ['sites', 'groups', 'search'] } },
} satisfies Meta<typeof SpLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /トーク/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { tags: ['!screenshot'] };

export const GroupsMode: Story = {
  args: { mode: 'groups' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('個人・グループ');
  },
};

export const SearchMode: Story = { args: { mode: 'search' } };

/** A page below the home list: its own title and a back button, no bottom navigation. */
export const SubPage: Story = {
  args: {
    title: '日報詳細',
    navigation: undefined,
    headerStart: <IconButton aria-label="戻る" icon={<ChevronLeftIcon />} />,
  },
};

export const WithAnnouncement: Story = { args: { announcement: '新しい利用規約を公開しました。' } };

export const Tablet768: Story = { globals: { viewport: { value: 'tablet768' } } };
