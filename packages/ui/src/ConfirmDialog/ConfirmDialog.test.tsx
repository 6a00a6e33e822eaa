import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** A dialog opened by state, not by a trigger (as a menu item or a drag opens one). */
const OpenedByState = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        工程を確定
      </button>
      <ConfirmDialog title="工程を確定しますか？" open={open} onOpenChange={setOpen} />
    </>
  );
};

describe('ConfirmDialog', () => {
  it('gives focus back to the element that opened it when it has no trigger', async () => {
    await render(<OpenedByState />);
    const opener = page.getByRole('button', { name: '工程を確定' });
    await userEvent.click(opener);
    await userEvent.click(page.getByRole('button', { name: 'キャンセル' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('calls onCancel and closes on キャンセル', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog title="削除しますか？" defaultOpen onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'キャンセル' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('paints the confirm button red when destructive and defaults its label to 削除する', async () => {
    await render(<ConfirmDialog title="写真を削除しますか？" variant="destructive" defaultOpen />);
    await expect
      .element(page.getByRole('button', { name: '削除する' }))
      .toHaveAttribute('data-variant', 'danger');
  });

  it('stays open and re-enables its buttons when an async onConfirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    await render(
      <ConfirmDialog title="送信しますか？" defaultOpen onConfirm={onConfirm} confirmLabel="送信" />,
    );
    await userEvent.click(page.getByRole('button', { name: '送信' }));
    await expect.element(page.getByRole('button', { name: '送信' })).not.toHaveAttribute('aria-busy');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('does not close on Escape while the confirm is pending', async () => {
    let finish = () => {};
    const onConfirm = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    await render(
      <ConfirmDialog title="送信しますか？" defaultOpen onConfirm={onConfirm} confirmLabel="送信" />,
    );
    await userEvent.click(page.getByRole('button', { name: '送信' }));
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    finish();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });
});
