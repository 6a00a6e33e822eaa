import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'UI/Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs', 'screenshot'],
  args: {
    title: 'お知らせ',
    description: '4月5日(日) 2:00〜5:00 にメンテナンスを行います。',
    defaultOpen: true,
    footer: (
      <Dialog.Close asChild>
        <Button>閉じる</Button>
      </Dialog.Close>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['confirm', 'notification', 'settings'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notification dialog, at most 430 px wide. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'お知らせ' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(430);
  },
};

export const Playground: Story = {
  tags: ['!screenshot'],
  args: { defaultOpen: false, trigger: <Button>開く</Button> },
};

/** Opened from its trigger; Escape closes it and focus returns to the trigger. */
export const OpenAndClose: Story = {
  tags: ['!screenshot'],
  args: { defaultOpen: false, trigger: <Button>お知らせを見る</Button> },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'お知らせを見る' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'お知らせ' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The settings box of 660 px with a form. */
export const Settings: Story = {
  args: {
    size: 'settings',
    title: '会社情報の編集',
    description: undefined,
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="会社名" defaultValue="株式会社ゲンバ工務店" />
        <TextField label="電話番号" defaultValue="092-000-0000" />
      </div>
    ),
    footer: (
      <>
        <Dialog.Close asChild>
          <Button variant="secondary">キャンセル</Button>
        </Dialog.Close>
        <Button>保存する</Button>
      </>
    ),
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'sp360' } } };
