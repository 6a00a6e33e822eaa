import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

describe('ForgotPasswordForm', () => {
  it('checks the address with the login messages, then sends it', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<ForgotPasswordForm onSubmit={onSubmit} />);
    const email = page.getByLabelText('メールアドレス', { exact: true });
    await page.getByRole('button', { name: '送信する' }).click();
    await expect.element(page.getByText('メールアドレスを入力してください')).toBeVisible();
    await userEvent.fill(email, 'kanri@');
    await expect.element(page.getByText('メールアドレスに誤りがあります')).toBeVisible();
    await userEvent.fill(email, 'kanri@example.com');
    await page.getByRole('button', { name: '送信する' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com' }));
  });

  it('sends a prefilled address trimmed', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<ForgotPasswordForm onSubmit={onSubmit} defaultValues={{ email: 'kanri@example.com  ' }} />);
    await page.getByRole('button', { name: '送信する' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com' }));
  });
});

describe('ForgotPasswordForm with a pasted address', () => {
  it('sends it trimmed', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<ForgotPasswordForm onSubmit={onSubmit} />);
    await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), 'kanri@example.com ');
    await page.getByRole('button', { name: '送信する' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com' }));
  });

  it('sends a prefilled address trimmed', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<ForgotPasswordForm onSubmit={onSubmit} defaultValues={{ email: 'kanri@example.com  ' }} />);
    await page.getByRole('button', { name: '送信する' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com' }));
  });
});
