import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { brand, headerEnd, PageBody, sideMenu } from '../AppLayout/layout-fixtures.test-utils.tsx';
import { PcLayout } from './PcLayout.tsx';

const meta = {
  title: 'UI/Layouts/PcLayout',
  component: PcLayout,
  tags: ['autodocs', 'screenshot'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'pc1280' } },
  args: { brand, headerEnd, sideMenu, children: <PageBody />, onSideMenuOpenChange: fn() },
} satisfies Meta<typeof PcLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { tags: ['!screenshot'], args: { defaultSideMenuOpen: false } };

/** Collapsing leaves icons whose names are the labels. */
export const Collapse: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'メニューを閉じる' }));
    await expect(args.onSideMenuOpenChange).toHaveBeenCalledWith(false);
    const nav = canvas.getByRole('navigation', { name: 'サイドメニュー' });
    await expect(within(nav).getByRole('link', { name: '全体日報' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByText('現場ツール')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Collapsed: Story = { args: { defaultSideMenuOpen: false } };

/** The 44 px bar pushes the header, menu and page down. */
export const WithAnnouncement: Story = {
  args: { announcement: '新しい利用規約を公開しました。', onAnnouncementDismiss: fn() },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'お知らせ' });
    await expect(banner.getBoundingClientRect().height).toBe(44);
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(44);
  },
};
