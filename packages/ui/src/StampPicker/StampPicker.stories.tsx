import { STAMPS } from '@genba/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StampPicker } from './StampPicker.tsx';

const meta = {
  title: 'Talk/StampPicker',
  component: StampPicker,
  tags: ['autodocs'],
  args: { stamps: STAMPS, onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof StampPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** Arrows move between stamps, Enter sends the focused one, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '確認中' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(7);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    const grid = canvas.getByRole('list', { name: 'スタンプ' });
    await expect(grid.getBoundingClientRect().width).toBe(420);
    await expect(grid.getBoundingClientRect().height).toBe(250);
  },
};

/** Few stamps: one short row. */
export const One: Story = { args: { stamps: STAMPS.slice(0, 1) } };
