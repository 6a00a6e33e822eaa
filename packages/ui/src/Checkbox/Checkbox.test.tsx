import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(<Checkbox label="利用規約に同意する" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '利用規約に同意する' });
    await expect.element(box).not.toBeChecked();
    await userEvent.click(screen.getByText('利用規約に同意する'));
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with the space key', async () => {
    const screen = await render(<Checkbox label="通知を受け取る" />);
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    await expect.element(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
  });

  it('announces the indeterminate state as mixed and shows the minus mark', async () => {
    const screen = await render(<Checkbox label="すべて選択" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'すべて選択' });
    await expect.element(box).toHaveAttribute('aria-checked', 'mixed');
    const [check, minus] = Array.from(box.element().querySelectorAll('svg'));
    expect(check && getComputedStyle(check).display).toBe('none');
    expect(minus && getComputedStyle(minus).display).not.toBe('none');
  });

  it('does not change when disabled', async () => {
    const screen = await render(<Checkbox label="選択" disabled />);
    await userEvent.click(screen.getByText('選択'), { force: true });
    await expect.element(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
