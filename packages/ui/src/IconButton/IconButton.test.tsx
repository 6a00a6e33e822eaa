import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CloseIcon } from '../Icon/icons.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its aria-label, which also shows as a tooltip', async () => {
    const onClick = vi.fn();
    const screen = await render(<IconButton aria-label="閉じる" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: '閉じる' });
    await expect.element(button).toHaveAttribute('title', '閉じる');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps the icon out of the accessibility tree', async () => {
    const screen = await render(<IconButton aria-label="閉じる" icon={<CloseIcon />} />);
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
