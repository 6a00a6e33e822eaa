import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

const Trigger = ({ duration }: { duration?: number }) => {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.show({ title: '保存しました', tone: 'success', ...(duration ? { duration } : {}) })
      }
    >
      保存
    </Button>
  );
};

describe('Toast', () => {
  it('shows a toast from useToast and closes it with its × button', async () => {
    await render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '保存' }));
    const toast = page.getByRole('listitem').filter({ hasText: '保存しました' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast).toHaveAttribute('data-tone', 'success');
    await userEvent.click(page.getByRole('button', { name: '閉じる' }));
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('closes by itself after its duration', async () => {
    await render(
      <ToastProvider>
        <Trigger duration={300} />
      </ToastProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '保存' }));
    const toast = page.getByRole('listitem').filter({ hasText: '保存しました' });
    await expect.element(toast).toBeVisible();
    await expect.element(toast, { timeout: 3000 }).not.toBeInTheDocument();
  });
});
