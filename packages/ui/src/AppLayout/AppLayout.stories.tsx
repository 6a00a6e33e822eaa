import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppLayout } from './AppLayout.tsx';
import {
  brand,
  headerEnd,
  PageBody,
  sideMenu,
  spHeaderEnd,
  spNavigation,
} from './layout-fixtures.test-utils.tsx';

const meta = {
  title: 'UI/Layouts/AppLayout',
  component: AppLayout,
  tags: ['autodocs', 'screenshot'],
  parameters: { layout: 'fullscreen' },
  args: {
    pc: { brand, headerEnd, sideMenu },
    sp: { mode: 'sites', headerEnd: spHeaderEnd, navigation: spNavigation },
    children: <PageBody />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 992 px the smartphone layout is used. */
export const Smartphone360: Story = {
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '現場一覧' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  },
};

/** Tablets keep the smartphone layout with the content capped at 768 px. */
export const Tablet768: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'サイドメニュー' })).toBeNull();
  },
};

/** From 992 px the PC layout with the side menu. */
export const Pc1280: Story = {
  globals: { viewport: { value: 'pc1280' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'サイドメニュー' })).toBeVisible();
  },
};

export const WithAnnouncement: Story = {
  globals: { viewport: { value: 'pc1280' } },
  args: { announcement: '4月5日(日) 2:00〜5:00 にメンテナンスを行います。この間はご利用いただけません。' },
};
