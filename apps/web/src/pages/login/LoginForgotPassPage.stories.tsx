import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/パスワードをお忘れの方',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/forgotpass' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The mail is sent and /login/complete says so. */
export const MailSent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('メールアドレス', {}, pageWait), 'kanri@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByRole('heading', { name: '送信完了' }, pageWait)).toBeVisible();
  },
};
