import { expect } from '@playwright/test';
import { DEMO, loginByApi, test } from './support.ts';

/**
 * The installer (protec) variant of issue 9: the manager of a protec company registers a project
 * with its 工事受付 for 山田工務店 (the prime contractor that registered it as a partner), and the
 * edit form shows the stored reception.
 */
test('a protec manager registers a project with a 工事受付 and sees it on edit', async ({ page }) => {
  test.setTimeout(90_000);
  const caseName = `e2e施工受付 ${Date.now().toString(36)}`;
  await loginByApi(page, DEMO.protecManager.email, DEMO.protecManager.password);
  await expect(page).toHaveURL(/\/talk$/);

  await page.goto('/case/new');
  const reception = page.getByRole('group', { name: '工事受付' });
  await page.getByRole('textbox', { name: '案件名', exact: true }).fill(caseName);
  await page.getByRole('combobox', { name: '工事種別', exact: true }).selectOption({ label: 'リフォーム' });
  // The prime contractor is needed: the message sits on its field before anything is sent.
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await expect(reception.getByText('元請会社を選択してください。')).toBeVisible();
  await reception.getByRole('combobox', { name: '元請会社' }).selectOption({ label: '株式会社山田工務店' });
  await reception.getByRole('combobox', { name: '元請営業所' }).selectOption({ label: '福岡支店' });
  await reception.getByRole('combobox', { name: '元請担当者' }).selectOption({ label: '山田 太郎' });
  await reception.getByLabel('受付日').fill('2026-11-20');
  await reception.getByRole('textbox', { name: '受付番号' }).fill('YM-2026-0042');
  await reception.getByRole('combobox', { name: '工事種別（受付）' }).selectOption({ label: '設備' });
  await page.getByRole('button', { name: '登録', exact: true }).click();

  await expect(page).toHaveURL(/\/case\?keyword=/);
  const row = page.getByRole('table', { name: '案件一覧' }).getByRole('row').filter({ hasText: caseName });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `${caseName}を編集` }).click();
  await expect(page).toHaveURL(/\/case\/\d+\/edit$/);
  await expect(page.getByRole('combobox', { name: '工事種別', exact: true })).toHaveValue('2');
  await expect(reception.getByRole('textbox', { name: '受付番号' })).toHaveValue('YM-2026-0042');
  await expect(reception.getByLabel('受付日')).toHaveValue('2026-11-20');
  await expect(reception.getByRole('combobox', { name: '元請会社' }).locator('option:checked')).toHaveText(
    '株式会社山田工務店',
  );
  await expect(reception.getByRole('combobox', { name: '元請営業所' }).locator('option:checked')).toHaveText(
    '福岡支店',
  );
  await expect(reception.getByRole('combobox', { name: '元請担当者' }).locator('option:checked')).toHaveText(
    '山田 太郎',
  );
});
