import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const token = 'c3RvcnktYWNjb3VudC1jaGFuZ2UtdG9rZW4tMTIzNDU2Nzg5';

const meta = {
  title: 'Web/Account/メールアドレスの変更',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: `/account-change/${token}` },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
  globals: { viewport: { value: 'sp360' } },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 1 (auth waiting) on a 360 px phone: confirming turns it into status 3 (completed). */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'メールアドレスの変更を確定' }, pageWait);
    await userEvent.click(button);
    await expect(
      await canvas.findByText('メールアドレスを yamada.new@example.com に変更しました。'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'メールアドレスの変更を確定' })).toBeNull();
  },
};

/** Status 2: the link was replaced by a newer one or is over an hour old. */
export const Expired: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('getAccountChange', () =>
        HttpResponse.json({ status: 2, email: 'yamada.new@example.com', expires_at: '2026-11-23 11:00:00' }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/有効期限が切れました/, {}, pageWait)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An unknown link says so. */
export const UnknownLink: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.error('getAccountChange', 404, { message: 'メールアドレス変更のURLが正しくありません' }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('メールアドレス変更のURLが正しくありません', {}, pageWait),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withMocks(...loggedOut, mock.slow('getAccountChange', 60_000)) },
};
