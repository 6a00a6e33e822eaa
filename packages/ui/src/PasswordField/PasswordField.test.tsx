import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('masks the password until the toggle is pressed', async () => {
    const screen = await render(<PasswordField label="パスワード" />);
    const input = screen.getByLabelText('パスワード', { exact: true });
    await userEvent.fill(input, 'genba-demo');
    await expect.element(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'パスワードを表示' }));
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(input).toHaveValue('genba-demo');

    await userEvent.click(screen.getByRole('button', { name: 'パスワードを隠す' }));
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('shows its error and is invalid', async () => {
    const screen = await render(<PasswordField label="パスワード" error="パスワードが違います" />);
    const input = screen.getByLabelText('パスワード', { exact: true });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('パスワードが違います');
  });

  it('disables the toggle with the field', async () => {
    const screen = await render(<PasswordField label="パスワード" disabled />);
    await expect.element(screen.getByRole('button', { name: 'パスワードを表示' })).toBeDisabled();
  });
});
