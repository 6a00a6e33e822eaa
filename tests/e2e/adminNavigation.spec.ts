import { expect } from '@playwright/test';
import { DEMO, loginByApi, loginByEmail, test } from './support.ts';

test('a system administrator reaches /admin/users and /admin/news from the side menu', async ({ page }) => {
  await loginByEmail(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/talk$/);
  await page.getByRole('link', { name: 'システム管理者' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'システム管理者', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'お知らせ管理' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
});

test("a company manager sees no administrators' entries, and a direct visit to /admin is sent to /talk", async ({
  page,
}) => {
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByRole('link', { name: '協力会社管理' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'システム管理者' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'お知らせ管理' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/talk$/);
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/talk$/);
});
