import { expect } from '@playwright/test';
import { DEMO, loginByApi, test } from './support.ts';

test('the manager sets the company working hours on /setting/daily-attendance; /setting/cooperation has no field yet', async ({
  page,
}) => {
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await page.goto('/member/information');
  await page.getByRole('navigation', { name: '設定' }).getByRole('link', { name: '日報・勤怠設定' }).click();
  await expect(page).toHaveURL(/\/setting\/daily-attendance$/);
  const form = page.getByRole('form', { name: '会社の勤務時間' });
  await expect(form.getByLabel('始業')).toHaveValue('08:00');

  await form.getByLabel('終業').fill('07:00');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('終業は始業より後の時刻にしてください。')).toBeVisible();
  await form.getByLabel('終業').fill('17:30');
  await form.getByLabel('始業').fill('08:30');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '勤務時間を保存しました。' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: '会社の勤務時間' }).getByLabel('始業')).toHaveValue('08:30');

  // Back to the seed's hours, for the flows that prefill them.
  await page.getByLabel('始業').fill('08:00');
  await page.getByLabel('終業').fill('17:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '勤務時間を保存しました。' })).toBeVisible();

  await page.getByRole('link', { name: '設定に戻る' }).click();
  await page
    .getByRole('navigation', { name: '設定' })
    .getByRole('link', { name: '協力会社連携設定' })
    .click();
  await expect(page.getByRole('heading', { name: '協力会社連携設定' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('link', { name: '協力会社設定', exact: true }).click();
  await expect(page).toHaveURL(/\/setting\/subcontractor$/);
});
