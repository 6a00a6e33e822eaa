import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Setting/協力会社連携設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/setting/cooperation' },
  parameters: { layout: 'fullscreen', msw: withMocks() },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec defines no option here yet: the screen says so, offers no field, and leads to 協力会社設定. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '協力会社連携設定' }, pageWait)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: '協力会社設定' })).toHaveAttribute(
      'href',
      '/setting/subcontractor',
    );
  },
};
