import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the × button', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Dialog
        title="招待"
        description="メンバーを招待します"
        trigger={<Button>招待する</Button>}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: '招待する' }));
    const dialog = page.getByRole('dialog', { name: '招待' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('メンバーを招待します');
    await userEvent.click(page.getByRole('button', { name: '閉じる' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('caps its width by size: confirm 370, settings 660', async () => {
    await render(<Dialog title="確認" size="confirm" defaultOpen />);
    // offsetWidth ignores the opening animation's scale.
    expect((page.getByRole('dialog').element() as HTMLElement).offsetWidth).toBe(370);
  });

  it('keeps focus inside while open', async () => {
    await render(
      <Dialog title="設定" size="settings" defaultOpen footer={<Button>保存する</Button>}>
        <input aria-label="会社名" />
      </Dialog>,
    );
    for (let i = 0; i < 5; i++) await userEvent.tab();
    expect(page.getByRole('dialog').element().contains(document.activeElement)).toBe(true);
  });
});
