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

/** A number no member has. */
export const UnknownNumber: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('sms_request', () =>
        HttpResponse.json({ status: 404, message: 'この電話番号は登録されていません' }, { status: 404 }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('携帯電話番号', {}, pageWait), '090-9999-9999');
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを送信' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      'この電話番号は登録されていません',
    );
  },
};
