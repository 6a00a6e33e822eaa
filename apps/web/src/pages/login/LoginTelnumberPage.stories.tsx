import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/電話番号でログイン',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/telnumber' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sending the code moves on to /login/code. */
export const SendsCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('携帯電話番号', {}, pageWait), '090-0000-0001');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByRole('heading', { name: '認証コードの入力' }, pageWait)).toBeVisible();
  },
};

/**
 * A number no member has is answered like any other (issue 8: the server sends
 * every well-formed number the same 200, so the screen cannot tell who is
 * registered): the page moves on to code entry, where no code will work.
 */
export const UnknownNumber: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('sms_request', () => HttpResponse.json({ status: 200, expires_in: 300 })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('携帯電話番号', {}, pageWait), '090-9999-9999');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByRole('heading', { name: '認証コードの入力' }, pageWait)).toBeVisible();
  },
};

/** Too many requests from this address: the server's 429 and its message. */
export const TooManyRequests: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('sms_request', () =>
        HttpResponse.json(
          { status: 429, message: '試行回数が多すぎます。しばらくしてから再度お試しください' },
          { status: 429, headers: { 'retry-after': '900' } },
        ),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('携帯電話番号', {}, pageWait), '090-0000-0001');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      '試行回数が多すぎます。しばらくしてから再度お試しください',
    );
  },
};
