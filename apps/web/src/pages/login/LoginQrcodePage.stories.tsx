import { mock } from '@genba/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { signedInHint } from '../../modules/session/utils/sessionQuery.ts';
import { loggedOut, PageAt, pageWait, withMocks } from '../../test/PageAt.tsx';

const CODE = 'q5Xo2vTnY8cLwR1mKdJ7pZfA3hUsGe9bNiV0tCyQ4xE';
const REFUSED = 'QRコードが無効です。もう一度読み取ってください。';

type AppWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

/**
 * Plays the mobile app's webview host: the page's qrLogin request is answered
 * with `reply` (a scanned URL, or a reply without a token, as a cancelled
 * scan), or never (still scanning).
 */
const inApp = (reply: { token?: string } | null) => (): (() => void) => {
  const win = window as AppWindow;
  win.ReactNativeWebView = {
    postMessage: (raw) => {
      const message = JSON.parse(raw) as { type: string; requestId?: string };
      if (message.type !== 'qrLogin' || reply === null) return;
      const data = JSON.stringify({ type: 'qrLoginResult', requestId: message.requestId, ...reply });
      setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data })), 50);
    },
  };
  return () => {
    delete win.ReactNativeWebView;
  };
};

const refusedQrLogin = mock.override('qrLogin', () =>
  HttpResponse.json({ status: 401, message: REFUSED }, { status: 401 }),
);

const meta = {
  title: 'Web/Login/QRコードでログイン',
  component: PageAt,
  tags: ['autodocs'],
  args: { path: '/login/qrcode' },
  parameters: { layout: 'fullscreen', msw: withMocks(...loggedOut) },
} satisfies Meta<typeof PageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a browser (no app): the field for the code, empty. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('ログインコード', { selector: 'input' }, pageWait)).toHaveValue(
      '',
    );
  },
};

/** In the app: the camera is open, the page waits for the scan. */
export const Scanning: Story = {
  tags: ['screenshot'],
  beforeEach: inApp(null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('QRコードを読み取っています', {}, pageWait)).toBeInTheDocument();
  },
};

/** The scan was cancelled: the field for the code instead. */
export const Cancelled: Story = {
  tags: ['screenshot'],
  beforeEach: inApp({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('ログインコード', { selector: 'input' }, pageWait)).toHaveValue(
      '',
    );
  },
};

/** The scanned code was refused (used, expired or revoked): why, and the code to try again. */
export const Refused: Story = {
  tags: ['screenshot'],
  beforeEach: inApp({ token: `http://localhost:3000/login/qrcode#${CODE}` }),
  parameters: { msw: withMocks(...loggedOut, refusedQrLogin) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(REFUSED);
    await expect(canvas.getByLabelText('ログインコード', { selector: 'input' })).toHaveValue(CODE);
  },
};

/** The phone's camera opened the QR's URL: the code is prefilled and sent only on ログイン. */
export const TypedCode: Story = {
  args: { path: `/login/qrcode#${CODE}` },
  parameters: {
    msw: withMocks(
      ...loggedOut,
      mock.override('qrLogin', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === CODE
          ? HttpResponse.json({ status: 401, message: REFUSED }, { status: 401 })
          : HttpResponse.json({ status: 422, message: 'unexpected' }, { status: 422 });
      }),
    ),
  },
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('ログインコード', { selector: 'input' }, pageWait);
    await expect(field).toHaveValue(CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    // The mock refuses exactly this code as used or expired: proof the prefilled code was sent.
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(REFUSED);
  },
};

/** A code that is not one (a typo) is caught before sending. */
export const Mistyped: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('ログインコード', { selector: 'input' }, pageWait);
    await userEvent.type(field, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(canvas.getByText('ログインコードに誤りがあります')).toBeVisible());
  },
};

/** Expired: the server refuses it with the same one message. */
export const Expired: Story = {
  args: { path: `/login/qrcode#${CODE}` },
  parameters: { msw: withMocks(...loggedOut, refusedQrLogin) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログイン' }, pageWait));
    await expect(await canvas.findByRole('alert', {}, pageWait)).toHaveTextContent(REFUSED);
  },
};

/** On a 360 px phone, prefilled from the URL. */
export const Narrow: Story = {
  tags: ['screenshot'],
  args: { path: `/login/qrcode#${CODE}` },
  globals: { viewport: { value: 'sp360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('ログインコード', { selector: 'input' }, pageWait)).toHaveValue(
      CODE,
    );
  },
};

/** This browser is logged in (the root loader asks the server only then). */
const signedIn = () => {
  signedInHint.set(true);
  return () => signedInHint.set(false);
};

/** Opened on a phone already logged in: who, and a choice before another account's QR code replaces it. */
export const AlreadySignedIn: Story = {
  tags: ['screenshot'],
  beforeEach: signedIn,
  globals: { viewport: { value: 'sp360' } },
  parameters: { msw: withMocks() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('山田 太郎（株式会社山田工務店）でログインしています。', {}, pageWait),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('ログインコード', { selector: 'input' })).toBeNull();
  },
};

/** 別のアカウントでログイン: then the field for the code, as for a logged-out visitor. */
export const SwitchAccount: Story = {
  beforeEach: signedIn,
  parameters: { msw: withMocks() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '別のアカウントでログイン' }, pageWait));
    await expect(await canvas.findByLabelText('ログインコード', { selector: 'input' }, pageWait)).toHaveValue(
      '',
    );
  },
};

/** In the app, logged in: the camera opens only after choosing to switch. */
export const AlreadySignedInInApp: Story = {
  beforeEach: () => {
    const restoreApp = inApp(null)();
    const restoreHint = signedIn();
    return () => {
      restoreHint();
      restoreApp();
    };
  },
  parameters: { msw: withMocks() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '別のアカウントでログイン' }, pageWait));
    await expect(await canvas.findByText('QRコードを読み取っています', {}, pageWait)).toBeInTheDocument();
  },
};

/** このまま使う keeps the login and goes home. */
export const KeepSignedIn: Story = {
  beforeEach: signedIn,
  parameters: { msw: withMocks() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'このまま使う' }, pageWait));
    await expect(await canvas.findByRole('heading', { name: '現場一覧' }, pageWait)).toBeVisible();
  },
};
