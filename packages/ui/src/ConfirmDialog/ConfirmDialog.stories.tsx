import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'UI/Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs', 'screenshot'],
  args: {
    title: '工程を確定しますか？',
    description: '仮押さえの工程が確定になります。確定後も編集できます。',
    confirmLabel: '確定する',
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive', 'notice'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '工程を確定しますか？' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(370);
    // Focus starts on the harmless choice.
    await expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmAndClose: Story = {
  tags: ['!screenshot'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '確定する' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Playground: Story = {
  tags: ['!screenshot'],
  args: { defaultOpen: false, trigger: <Button>確定</Button> },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'メンバーを削除しますか？',
    description: '削除したメンバーは元に戻せません。',
    confirmLabel: '削除する',
  },
};

/** One button that only acknowledges: the dialog a 419 answer shows. */
export const Notice: Story = {
  args: {
    variant: 'notice',
    title: '認証が切れました',
    description: '再度ログインしてください。',
    confirmLabel: 'OK',
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: '認証が切れました' });
    await expect(screen.queryByRole('button', { name: 'キャンセル' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const NoticeAcknowledge: Story = {
  ...Notice,
  tags: ['!screenshot'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: '認証が切れました' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** While an async onConfirm runs, the button spins and the dialog stays. */
export const Pending: Story = {
  tags: ['!screenshot'],
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: '確定する' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'sp360' } },
  args: { variant: 'destructive' },
};
