import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedOut, PageAt, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/完了',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/complete?type=mail' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MailSent: Story = {};

export const PasswordReset: Story = { args: { path: '/login/complete?type=reset' } };
