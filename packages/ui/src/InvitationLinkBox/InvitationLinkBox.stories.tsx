import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InvitationLinkBox } from './InvitationLinkBox.tsx';

const link = {
  url: 'http://localhost:3000/invitation_user/by5xM1ZiOG1aazFYcjBUblA0c0x3OUhkWTJjRmdKNmVBN3VLb1JpTnRTeFd6LjEwMS4xLjE',
  created_at: '2026-11-20 09:00:00',
};

const meta = {
  title: 'UI/Organisation/InvitationLinkBox',
  component: InvitationLinkBox,
  tags: ['autodocs'],
  args: {
    pending: false,
    error: null,
    link,
    onCreate: fn(async () => undefined),
    onRegenerate: fn(async () => undefined),
    onRevoke: fn(async () => undefined),
    copyText: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvitationLinkBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live link with its copy button, 再発行 and 無効にする. */
export const Default: Story = { tags: ['screenshot'] };

export const Playground: Story = {};

/** Copying says so beside the link. */
export const Copied: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'コピー' }));
    await expect(args.copyText).toHaveBeenCalledWith(link.url);
    await expect(await canvas.findByText('コピーしました')).toBeVisible();
  },
};

/** Without a clipboard the link is selected and the box says how to copy it. */
export const CopyFailed: Story = {
  args: { copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'コピー' }));
    await expect(
      await canvas.findByText('コピーできませんでした。リンクを選択してコピーしてください。'),
    ).toBeVisible();
  },
};

/** 再発行 asks first: every copy of the old link stops working. */
export const RegenerateConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再発行' }));
    const dialog = await screen.findByRole('alertdialog', { name: '招待リンクを再発行しますか？' });
    await expect(args.onRegenerate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '再発行する' }));
    await waitFor(() => expect(args.onRegenerate).toHaveBeenCalledOnce());
  },
};

/** 無効にする asks first, and cancelling changes nothing. */
export const RevokeCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '無効にする' }));
    const dialog = await screen.findByRole('alertdialog', { name: '招待リンクを無効にしますか？' });
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Revoked (or never made): a button makes one. */
export const Revoked: Story = {
  tags: ['screenshot'],
  args: { link: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('招待リンクはまだありません。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '招待リンクを作成' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { pending: true, link: null } };

export const ReadError: Story = {
  tags: ['screenshot'],
  args: { link: null, error: '招待リンクを読み込めませんでした。時間をおいて再度お試しください。' },
};

/** A failed write keeps the link and says why. */
export const ActionError: Story = {
  args: { actionError: 'この機能を利用する権限がありません。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('この機能を利用する権限がありません。');
  },
};
