import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LoginEmailForm } from './LoginEmailForm.tsx';

const email = () => page.getByLabelText('メールアドレス', { exact: true });
const password = () => page.getByLabelText('パスワード', { exact: true });
const submit = () => page.getByRole('button', { name: 'ログイン' });

describe('LoginEmailForm', () => {
  it('shows the spec messages for empty fields and does not submit', async () => {
    const onSubmit = vi.fn();
    await render(<LoginEmailForm onSubmit={onSubmit} />);
    await submit().click();
    await expect.element(page.getByText('メールアドレスを入力してください')).toBeVisible();
    await expect.element(page.getByText('パスワードを入力してください')).toBeVisible();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks emoji, address format and password length in the spec order', async () => {
    await render(<LoginEmailForm onSubmit={vi.fn()} />);
    await userEvent.fill(email(), 'taro😀@example.com');
    await userEvent.fill(password(), '12345');
    await submit().click();
    await expect.element(page.getByText('絵文字は入力できません')).toBeVisible();
    await expect.element(page.getByText('Min 6: 6文字以上を入力してください')).toBeVisible();
    await userEvent.fill(email(), 'taro@');
    await expect.element(page.getByText('メールアドレスに誤りがあります')).toBeVisible();
  });

  it('sends the values and shows the server message without losing the input', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      messages: ['メールアドレスまたはパスワードに誤りがあります'],
      fieldErrors: {},
    }));
    await render(<LoginEmailForm onSubmit={onSubmit} />);
    await userEvent.fill(email(), 'partner@example.com');
    await userEvent.fill(password(), 'wrong-pass');
    await submit().click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('メールアドレスまたはパスワードに誤りがあります');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'partner@example.com', password: 'wrong-pass' });
    await expect.element(email()).toHaveValue('partner@example.com');
    await expect.element(password()).toHaveValue('wrong-pass');
  });

  it('puts a server field error on its field', async () => {
    await render(
      <LoginEmailForm
        onSubmit={async () => ({
          ok: false,
          messages: [],
          fieldErrors: { email: 'このメールアドレスは使用できません' },
        })}
      />,
    );
    await userEvent.fill(email(), 'partner@example.com');
    await userEvent.fill(password(), 'genba-demo');
    await submit().click();
    await expect.element(page.getByText('このメールアドレスは使用できません')).toBeVisible();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email()).toHaveFocus();
  });

  it('marks the button busy while the server answers and ignores a second press', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    await render(<LoginEmailForm onSubmit={onSubmit} />);
    await userEvent.fill(email(), 'kanri@example.com');
    await userEvent.fill(password(), 'genba-demo');
    await submit().click();
    await expect.element(submit()).toHaveAttribute('aria-busy', 'true');
    // force: the button is aria-disabled, which Playwright would otherwise wait out.
    await submit().click({ force: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    await expect.element(submit()).not.toHaveAttribute('aria-busy');
  });
});

describe('LoginEmailForm with a pasted address', () => {
  it('sends a pasted address without the spaces around it, even when sent with Enter', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<LoginEmailForm onSubmit={onSubmit} />);
    await userEvent.fill(password(), 'genba-demo');
    await userEvent.fill(email(), '  kanri@example.com ');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com', password: 'genba-demo' }),
    );
  });

  it('sends an address prefilled with spaces around it trimmed, instead of refusing it', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(
      <LoginEmailForm
        onSubmit={onSubmit}
        defaultValues={{ email: ' kanri@example.com ', password: 'genba-demo' }}
      />,
    );
    await submit().click();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'kanri@example.com', password: 'genba-demo' }),
    );
  });
});
