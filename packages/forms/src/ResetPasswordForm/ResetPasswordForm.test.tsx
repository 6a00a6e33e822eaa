import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const fill = async (password: string, confirmation: string, email = 'kanri@example.com') => {
  await userEvent.fill(page.getByLabelText('メールアドレス', { exact: true }), email);
  await userEvent.fill(page.getByLabelText('新しいパスワード', { exact: true }), password);
  await userEvent.fill(page.getByLabelText('新しいパスワード(確認)', { exact: true }), confirmation);
  await page.getByRole('button', { name: 'パスワードを再設定' }).click();
};

describe('ResetPasswordForm', () => {
  it('refuses a short password and a confirmation that does not match', async () => {
    const onSubmit = vi.fn();
    await render(<ResetPasswordForm token="t0ken" onSubmit={onSubmit} />);
    await fill('abc', 'abd');
    await expect
      .element(page.getByText('パスワードは6文字以上20文字以下の半角英数字で入力してください'))
      .toBeVisible();
    await expect.element(page.getByText('パスワードと確認用パスワードが一致しません')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the token with the new password and shows a spent-token message above the form', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      messages: ['パスワード再設定のURLが無効か、有効期限が切れています'],
      fieldErrors: {},
    }));
    await render(<ResetPasswordForm token="t0ken" onSubmit={onSubmit} />);
    await fill('newpass123', 'newpass123');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('パスワード再設定のURLが無効か、有効期限が切れています');
    expect(onSubmit).toHaveBeenCalledWith({
      token: 't0ken',
      email: 'kanri@example.com',
      password: 'newpass123',
      password_confirmation: 'newpass123',
    });
  });

  it('sends an address prefilled from the link trimmed', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<ResetPasswordForm token="t0ken" email="kanri@example.com " onSubmit={onSubmit} />);
    await userEvent.fill(page.getByLabelText('新しいパスワード', { exact: true }), 'newpass123');
    await userEvent.fill(page.getByLabelText('新しいパスワード(確認)', { exact: true }), 'newpass123');
    await page.getByRole('button', { name: 'パスワードを再設定' }).click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'kanri@example.com' })),
    );
  });

  it('sends a pasted address trimmed', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<ResetPasswordForm token="t0ken" onSubmit={onSubmit} />);
    await fill('newpass123', 'newpass123', ' kanri@example.com ');
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'kanri@example.com' })),
    );
  });
});
