import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/ログイン',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login: e-mail or phone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /メールアドレスでログイン/ }, pageWait),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /電話番号でログイン/ })).toBeVisible();
  },
};

export const Smartphone: Story = { globals: { viewport: { value: 'sp360' } } };

/** A logged-out visitor of a member page lands here. */
export const RedirectedFromTalk: Story = {
  args: { path: '/talk' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ログイン' }, pageWait)).toBeVisible();
  },
};
