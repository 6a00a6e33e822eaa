import { expect } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, loginByApi, SEEDED_PROJECT, test } from './support.ts';

/**
 * Issue 12's end-to-end path on the real server: upload three photos with a
 * tag (one of them broken, which fails and keeps its アップロード失敗 tile; the
 * first file goes last with is_latest and leads the album), tag the two good
 * ones in the resizable edit panel, download both one at a time, and hide one
 * after confirming.
 */
const photo = async (colour: string) =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test('upload three photos (one fails), tag them, download two, hide one', async ({ page }) => {
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
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
  await page.getByLabel('アップロード時のタグ').selectOption({ label: '工程：施工前' });
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
  // Talk §4: the tagged upload's first file was stored last (is_latest), so the newest-first grid leads with it.
  const uploaded = await page
    .getByRole('button', { name: /^e2e_外壁_\d\.jpg$/ })
    .evaluateAll((tiles) => tiles.map((t) => t.querySelector('img')?.alt));
  expect(uploaded).toEqual(['e2e_外壁_1.jpg', 'e2e_外壁_2.jpg']);

  // Tag both in the edit panel: 施工前 came with the upload, 外壁 and the folder are added here.
  await first.click();
  await second.click({ modifiers: ['Shift'] });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'タグ・フォルダ編集' }).click();
  const panel = page.getByRole('region', { name: 'タグ・フォルダ編集' });
  await expect(panel.getByRole('heading', { name: '2枚の写真を編集' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: '施工前' })).toBeChecked();
  await panel.getByLabel('外壁', { exact: true }).check();
  await panel.getByLabel('フォルダ').selectOption({ label: '外壁塗装' });
  await panel.getByRole('button', { name: '適用' }).click();
  await expect(page.getByRole('status')).toContainText('2枚の写真を更新しました。');
  // The panel's handle by keyboard: ArrowLeft widens it by 16 px; the width is remembered (checked after the reload).
  const handle = page.getByRole('separator', { name: '編集パネルの幅' });
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '336');
  await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().width)).toBe(336);

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
    expect.stringMatching(new RegExp(`^${caseName}_\\d{8}_001_施工前_外壁\\.jpg$`)),
    expect.stringMatching(new RegExp(`^${caseName}_\\d{8}_002_施工前_外壁\\.jpg$`)),
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
  await page.getByRole('button', { name: 'タグ・フォルダ編集' }).click();
  await expect(page.getByRole('separator', { name: '編集パネルの幅' })).toHaveAttribute(
    'aria-valuenow',
    '336',
  );

  // Back to the uploaded names for the other flows of this run.
  await page.goto('/setting/album-download');
  await page.getByRole('radio', { name: 'アップロードしたときのファイル名' }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status')).toHaveText('保存しました。');
});
