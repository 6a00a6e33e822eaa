import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, loginByEmail, SEEDED_PROJECT } from './support.ts';

/**
 * Issue 12's end-to-end path on the real server: upload three photos (one of
 * them broken, which fails and keeps its アップロード失敗 tile), tag the two
 * good ones, download both one at a time, and hide one after confirming.
 */
const photo = async (colour: string) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test('upload three photos (one fails), tag them, download two, hide one', async ({ page }) => {
  await loginByEmail(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);

  // The company names downloads by tags (talk §6 album_download), set on its settings screen.
  await page.goto('/setting/album-download');
  await page.getByRole('radio', { name: /タグ名でダウンロード/ }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status')).toHaveText('保存しました。');
  await page.goto('/album');

  // The seeded album: tiles are images named by their upload file names.
  await expect(page.getByRole('img', { name: /^IMG_\d{4}\.jpg$/ }).first()).toBeVisible();

  await page.getByLabel('アップロード先の現場').selectOption({ label: SEEDED_PROJECT });
  await page.getByLabel('写真を追加').setInputFiles([
    { name: 'e2e_外壁_1.jpg', mimeType: 'image/jpeg', buffer: await photo('#c44') },
    { name: 'e2e_外壁_2.jpg', mimeType: 'image/jpeg', buffer: await photo('#44c') },
    { name: 'e2e_broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo') },
  ]);

  const first = page.getByRole('button', { name: 'e2e_外壁_1.jpg', exact: true });
  const second = page.getByRole('button', { name: 'e2e_外壁_2.jpg', exact: true });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(second).toBeVisible();
  await expect(first.getByRole('img', { name: 'e2e_外壁_1.jpg' })).toBeVisible();
  await expect(page.getByTitle('アップロード失敗')).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('1件のアップロードに失敗しました。');

  // Tag both.
  await first.click();
  await second.click({ modifiers: ['Shift'] });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'タグ・フォルダ編集' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('施工前').check();
  await dialog.getByLabel('フォルダ').selectOption({ label: '外壁塗装' });
  await dialog.getByRole('button', { name: '適用' }).click();
  await expect(page.getByRole('status')).toContainText('2枚の写真を更新しました。');

  // Download mode keeps the selection: download both, one at a time, named by case, date, number and tag.
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  await page.getByRole('button', { name: 'ダウンロード', exact: true }).click();
  const downloadBar = page.getByRole('region', { name: 'ダウンロードモード' });
  await expect(downloadBar).toHaveCSS('height', '56px');
  await expect(downloadBar).toContainText('2枚選択中');
  await downloadBar.getByRole('button', { name: '選択した写真をダウンロード' }).click();
  await expect(page.getByRole('status')).toContainText('ダウンロードが完了しました。');
  const caseName = SEEDED_PROJECT.replace(/\s/g, '');
  await expect.poll(() => downloads.length).toBe(2);
  expect(downloads.sort()).toEqual([
    expect.stringMatching(new RegExp(`^${caseName}_\\d{8}_001_施工前\\.jpg$`)),
    expect.stringMatching(new RegExp(`^${caseName}_\\d{8}_002_施工前\\.jpg$`)),
  ]);
  // A finished download leaves the mode and clears the selection.
  await expect(downloadBar).toHaveCount(0);
  await expect(first).toHaveAttribute('aria-pressed', 'false');

  // Delete mode: Escape leaves it; then select one and hide it after the confirmation.
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await expect(page.getByRole('region', { name: '削除モード' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: '削除モード' })).toHaveCount(0);
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await first.click();
  await page.getByRole('button', { name: '選択した写真を削除' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    '選択した写真を削除しますか？',
  );
  await page.getByRole('button', { name: '削除する' }).click();
  await expect(first).toHaveCount(0);
  await expect(second).toBeVisible();

  // Hidden, not deleted: a reload no longer shows it, the other stays tagged in its folder.
  await page.reload();
  await expect(page.getByRole('button', { name: 'e2e_外壁_2.jpg', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'e2e_外壁_1.jpg', exact: true })).toHaveCount(0);

  // Back to the uploaded names for the other flows of this run.
  await page.goto('/setting/album-download');
  await page.getByRole('radio', { name: 'アップロードしたときのファイル名' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status')).toHaveText('保存しました。');
});
