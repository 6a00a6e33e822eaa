import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { smsLoginStorage } from '../../modules/login/utils/smsLoginStorage.ts';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const meta = {
  title: 'Web/Login/認証コードの入力',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/code' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
  // The number the code went to is kept by /login/telnumber; the story starts after that step.
  beforeEach: () => {
    smsLoginStorage.start('09000000001');
    return () => smsLoginStorage.clear();
  },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        '090-0000-0001 にSMSで送信した6桁の認証コードを入力してください。',
        {},
        pageWait,
      ),
    ).toBeVisible();
  },
};

/** A wrong code, then a new one. */
export const WrongCode: Story = {
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('sms_login', () =>
        HttpResponse.json({ status: 401, message: '認証コードに誤りがあります' }, { status: 401 }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('認証コード', { selector: 'input' }, pageWait),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(
      '認証コードに誤りがあります',
    );
    await userEvent.click(canvas.getByRole('button', { name: '認証コードを再送信' }));
    await expect(await canvas.findByText('認証コードを再送信しました', {}, pageWait)).toBeVisible();
  },
};
