import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { QrLoginDialog } from './QrLoginDialog.tsx';

const NOW = Date.parse('2026-11-23T10:00:00+09:00');
const url = 'http://localhost:3000/login/qrcode#q5Xo2vTnY8cLwR1mKdJ7pZfA3hUsGe9bNiV0tCyQ4xE';

const meta = {
  title: 'UI/Login/QrLoginDialog',
  component: QrLoginDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    pending: false,
    error: null,
    issued: { url, expiresAt: NOW + 105_000 },
    onReissue: fn(),
    now: () => NOW,
  },
} satisfies Meta<typeof QrLoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live code: its QR, its URL, the countdown and 再発行. */
export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ args }) => {
    await expect(await screen.findByRole('img', { name: 'ログイン用QRコード' })).toBeVisible();
    await expect(screen.getByText(url)).toBeVisible();
    await expect(screen.getByText('有効期限まで あと1:45')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '再発行' }));
    await expect(args.onReissue).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Issuing the first code (or the next one). */
export const Loading: Story = {
  tags: ['screenshot'],
  args: { pending: true, issued: null },
  play: async () => {
    await expect(await screen.findByRole('status')).toBeVisible();
    await expect(screen.getByRole('button', { name: '再発行' })).toBeDisabled();
  },
};

/** The code's 120 seconds are up: only 再発行 helps. */
export const Expired: Story = {
  tags: ['screenshot'],
  args: { issued: { url, expiresAt: NOW - 1 } },
  play: async () => {
    await expect(
      await screen.findByText('QRコードの有効期限が切れました。再発行してください。'),
    ).toBeVisible();
    await expect(screen.queryByRole('img', { name: 'ログイン用QRコード' })).toBeNull();
  },
};

/** A phone logged in with the code: the dialog says so instead of the QR, and the countdown stops. */
export const Used: Story = {
  tags: ['screenshot'],
  args: { outcome: 'used' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('スマートフォンでログインしました。');
    await expect(screen.queryByRole('img', { name: 'ログイン用QRコード' })).toBeNull();
    await expect(screen.queryByText(/有効期限まで/)).toBeNull();
    await expect(screen.getByRole('button', { name: '再発行' })).toBeEnabled();
  },
};

/** The server says the code died before its time (a newer code replaced it in another tab): expired, 再発行 offered. */
export const ReplacedElsewhere: Story = {
  args: { outcome: 'expired' },
  play: async () => {
    await expect(
      await screen.findByText('QRコードの有効期限が切れました。再発行してください。'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: '再発行' })).toBeEnabled();
  },
};

/** Issuing failed (too many codes, a PC-only account, no network). */
export const Refused: Story = {
  tags: ['screenshot'],
  args: { issued: null, error: '試行回数が多すぎます。しばらくしてから再度お試しください' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('試行回数が多すぎます');
  },
};

/** On a 360 px phone the QR and the URL fit the dialog. */
export const Narrow: Story = {
  tags: ['screenshot'],
  globals: { viewport: { value: 'sp360' } },
};
