import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { REQUEST_AGAIN_DONE_MESSAGE, SmsCodeForm } from './SmsCodeForm.tsx';

const code = () => page.getByLabelText('認証コード', { exact: true });

describe('SmsCodeForm', () => {
  it('requires a six-digit code', async () => {
    const onSubmit = vi.fn();
    await render(<SmsCodeForm telNumber="090-0000-0001" onSubmit={onSubmit} onRequestAgain={vi.fn()} />);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect.element(page.getByText('認証コードを入力してください')).toBeVisible();
    await userEvent.fill(code(), '12a4');
    await expect.element(page.getByText('6桁の数字で入力してください。')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the number with the code and shows a wrong-code message on the form', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      messages: ['認証コードに誤りがあります'],
      fieldErrors: {},
    }));
    await render(<SmsCodeForm telNumber="090-0000-0001" onSubmit={onSubmit} onRequestAgain={vi.fn()} />);
    await userEvent.fill(code(), '123456');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('認証コードに誤りがあります');
    expect(onSubmit).toHaveBeenCalledWith({ tel_number: '090-0000-0001', auth_number: '123456' });
    await expect.element(code()).toHaveValue('123456');
  });

  it('requests a new code and says so', async () => {
    const onRequestAgain = vi.fn(async () => ({ ok: true as const }));
    await render(
      <SmsCodeForm telNumber="090-0000-0001" onSubmit={vi.fn()} onRequestAgain={onRequestAgain} />,
    );
    await page.getByRole('button', { name: '認証コードを再送信' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(REQUEST_AGAIN_DONE_MESSAGE);
    expect(onRequestAgain).toHaveBeenCalledTimes(1);
  });

  it('shows why a new code could not be sent', async () => {
    const onRequestAgain = vi.fn(async () => ({
      ok: false as const,
      messages: ['試行回数が多すぎます。しばらくしてから再度お試しください'],
    }));
    await render(
      <SmsCodeForm telNumber="090-0000-0001" onSubmit={vi.fn()} onRequestAgain={onRequestAgain} />,
    );
    await page.getByRole('button', { name: '認証コードを再送信' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('試行回数が多すぎます。しばらくしてから再度お試しください');
  });
});
