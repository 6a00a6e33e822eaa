import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/パスワードの再設定',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/password/reset/story-token' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A link that was used already or has expired: a 422 whose error is on the token, shown above the fields. */
export const SpentLink: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.error('password_reset', 422, {
        message: '入力内容に誤りがあります。',
        errors: { token: ['パスワード再設定のURLが無効か、有効期限が切れています'] },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('メールアドレス', {}, pageWait), 'kanri@example.com');
    await userEvent.type(canvas.getByLabelText('新しいパスワード', { selector: 'input' }), 'newpass123');
    await userEvent.type(
      canvas.getByLabelText('新しいパスワード(確認)', { selector: 'input' }),
      'newpass123',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを再設定' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      'パスワード再設定のURLが無効か、有効期限が切れています',
    );
  },
};
