import { expect } from '@playwright/test';
import { DEMO, loginByApi, test } from './support.ts';

/**
 * Issue 12's settings path on the real server: a site-master manager creates
 * a tag group and a tag in /genbamastersetting/tag-group, tags one photo with
 * it on /album, and a search by that tag shows that photo only.
 */
test('create a tag group and tag, tag a photo with it, and find only that photo by the tag', async ({
  page,
}) => {
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);

  await page.goto('/genbamastersetting/tag-group');
  await expect(page.getByRole('heading', { name: 'タググループ設定' })).toBeVisible();
  // The spec's limit (core §5: tag group 20) is checked before sending.
  await page.getByLabel('タググループ名').fill('あ'.repeat(21));
  await page.getByRole('button', { name: 'タググループを追加' }).click();
  await expect(page.getByText('20文字以下で入力してください')).toBeVisible();
  await page.getByLabel('タググループ名').fill('E2E検査');
  await page.getByRole('button', { name: 'タググループを追加' }).click();
  const group = page.getByRole('region', { name: 'タググループ E2E検査' });
  await expect(group).toBeVisible();
  await group.getByLabel('E2E検査のタグ名').fill('配筋検査');
  await group.getByRole('button', { name: 'タグを追加' }).click();
  await expect(group.getByText('配筋検査', { exact: true })).toBeVisible();
  // A duplicate is refused by the server with its message on the field.
  await group.getByLabel('E2E検査のタグ名').fill('配筋検査');
  await group.getByRole('button', { name: 'タグを追加' }).click();
  await expect(group.getByText('同じ名前のタグが既にあります。')).toBeVisible();

  await page.goto('/album');
  const firstImage = page.getByRole('img', { name: /^IMG_\d{4}\.jpg$/ }).first();
  await expect(firstImage).toBeVisible();
  const name = (await firstImage.getAttribute('alt')) ?? '';
  const tile = page.getByRole('button', { name, exact: true });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'タグ・フォルダ編集' }).click();
  const panel = page.getByRole('region', { name: 'タグ・フォルダ編集' });
  await panel.getByLabel('配筋検査').check();
  await panel.getByRole('button', { name: '適用' }).click();
  await expect(page.getByRole('status')).toContainText('1枚の写真を更新しました。');

  await page.getByRole('button', { name: '検索条件' }).click();
  // The search panel's drag handle works by keyboard too (talk §2: never below 64 px).
  const handle = page.getByRole('separator', { name: '検索パネルの高さ' });
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '64');
  await page.keyboard.press('End');
  await page
    .getByRole('form', { name: '写真の検索' })
    .getByLabel('タグ', { exact: true })
    .selectOption({ label: 'E2E検査：配筋検査' });
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('img', { name: /^IMG_\d{4}\.jpg$/ })).toHaveCount(1);
  await expect(page.getByRole('img', { name, exact: true })).toBeVisible();

  // Clearing the search brings the whole album back.
  await page.getByRole('button', { name: 'クリア' }).click();
  await expect.poll(() => page.getByRole('img', { name: /^IMG_\d{4}\.jpg$/ }).count()).toBeGreaterThan(1);
});
