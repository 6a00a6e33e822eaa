import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SmsRequestForm } from './SmsRequestForm.tsx';

const tel = () => page.getByLabelText('携帯電話番号');

describe('SmsRequestForm', () => {
  it('requires a mobile number and refuses a landline', async () => {
    const onSubmit = vi.fn();
    await render(<SmsRequestForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    await expect.element(page.getByText('携帯電話番号を入力してください')).toBeVisible();
    await userEvent.fill(tel(), '03-1234-5678');
    await expect.element(page.getByText('携帯電話番号に誤りがあります')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts full-width digits and hyphens, and shows an unknown-number message on the field', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      messages: [],
      fieldErrors: { tel_number: 'この電話番号は登録されていません' },
    }));
    await render(<SmsRequestForm onSubmit={onSubmit} />);
    await userEvent.fill(tel(), '０９０-００００-０００９');
    await page.getByRole('button', { name: '認証コードを送信' }).click();
    await expect.element(page.getByText('この電話番号は登録されていません')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith({ tel_number: '０９０-００００-０００９' });
    await expect.element(tel()).toHaveAttribute('aria-invalid', 'true');
  });
});
