import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TermsAgreementForm } from './TermsAgreementForm.tsx';
import { TERMS_AGREEMENT_MESSAGE } from './termsAgreementSchema.ts';

describe('TermsAgreementForm', () => {
  it('asks for the box to be ticked before agreeing', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    await render(<TermsAgreementForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: '同意する' }).click();
    await expect.element(page.getByText(TERMS_AGREEMENT_MESSAGE)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await page.getByLabelText('利用規約に同意する').click();
    await page.getByRole('button', { name: '同意する' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ agreed: true }));
  });

  it('shows a server failure and lets the member try again', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      messages: ['サーバーでエラーが発生しました。'],
    }));
    await render(<TermsAgreementForm onSubmit={onSubmit} />);
    await page.getByLabelText('利用規約に同意する').click();
    await page.getByRole('button', { name: '同意する' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('サーバーでエラーが発生しました。');
    await expect.element(page.getByLabelText('利用規約に同意する')).toBeChecked();
  });
});
