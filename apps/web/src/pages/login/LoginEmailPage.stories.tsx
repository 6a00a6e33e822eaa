import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/メールアドレスでログイン',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/email' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empty fields: the spec's messages, nothing sent. */
export const WithMistakes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログイン' }, pageWait));
    await expect(await canvas.findByText('メールアドレスを入力してください', {}, pageWait)).toBeVisible();
    await expect(canvas.getByText('パスワードを入力してください')).toBeVisible();
  },
};

/** The server refuses the password (401 with its message). */
export const WrongPassword: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('login_pc', () =>
        HttpResponse.json(
          { status: 401, message: 'メールアドレスまたはパスワードに誤りがあります' },
          { status: 401 },
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('メールアドレス', { selector: 'input' }, pageWait),
      'partner@example.com',
    );
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      'メールアドレスまたはパスワードに誤りがあります',
    );
  },
};

/** Too many attempts (429). */
export const RateLimited: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('login_pc', () =>
        HttpResponse.json(
          { status: 429, message: '試行回数が多すぎます。しばらくしてから再度お試しください' },
          { status: 429 },
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('メールアドレス', { selector: 'input' }, pageWait),
      'kanri@example.com',
    );
    await userEvent.type(canvas.getByLabelText('パスワード', { selector: 'input' }), 'genba-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent('試行回数が多すぎます');
  },
};
