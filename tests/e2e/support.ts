import { expect, type Page } from '@playwright/test';

/** The demo logins of the seed (issue 2 fixed points). */
export const DEMO = {
  manager: { email: 'kanri@example.com', password: 'genba-demo' },
  partner: { email: 'partner@example.com', password: 'genba-demo' },
  foremanTel: '090-0000-0001',
} as const;

/** Projects the seed puts every demo member on. */
export const SEEDED_PROJECT = '博多駅前ビル 外装改修工事';

export const loginByEmail = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /メールアドレスでログイン/ }).click();
  await expect(page).toHaveURL(/\/login\/email$/);
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
};

export const expectTalkWithSeededProject = async (page: Page) => {
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByRole('list', { name: '現場一覧' }).getByText(SEEDED_PROJECT)).toBeVisible();
};
