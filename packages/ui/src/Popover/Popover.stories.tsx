import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'UI/Primitives/Popover',
  component: Popover,
  tags: ['autodocs', 'screenshot'],
  args: {
    trigger: <Button variant="secondary">表示設定</Button>,
    title: '表示する項目',
    defaultOpen: true,
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox label="完工した現場" defaultChecked />
        <Checkbox label="保留中の現場" />
      </div>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  tags: ['!screenshot'],
  args: { defaultOpen: false, showCloseButton: true },
};

/** Escape closes it and returns focus to the trigger. */
export const OpenAndClose: Story = {
  tags: ['!screenshot'],
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '表示設定' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const WithCloseButton: Story = { args: { showCloseButton: true } };
