import { expect } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, loginForeman, SEEDED_PROJECT, signIn, test } from './support.ts';

/**
 * Issue 13's daily pages: the manager copies the previous day into a new report, registers a
 * report for the foreman (proxy) with a photo and partner workers, opens its detail and edits it
 * while the foreman's browser is told who is editing, the foreman's browser sees the photo on the
 * detail page and opens it large, then the manager confirms and unconfirms it. Weekend dates: the seed
 * writes weekday dailies only, and daily.spec.ts writes today's.
 */

const FOREMAN = '鈴木 一郎';
const MANAGER_NAME = '山田 太郎';

const dayInJapan = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The last Sunday before today (Japan), and the Saturday before it. */
const lastWeekend = () => {
  let back = 1;
  while (new Date(`${dayInJapan(-back)}T00:00:00Z`).getUTCDay() !== 0) back += 1;
  return { saturday: dayInJapan(-back - 1), sunday: dayInJapan(-back) };
};

test('copy the previous day, proxy registration, detail, edit under the lock, confirm', async ({
  browser,
}) => {
  // Two browsers, an SMS login and a dozen page loads: about 55 s alone on this 2-core machine.
  test.setTimeout(180_000);
  const { saturday, sunday } = lastWeekend();
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);

  // Saturday's report, then Sunday's form copies it.
  await manager.goto('/daily/daily-create');
  await manager.getByLabel('現場', { exact: true }).selectOption({ label: SEEDED_PROJECT });
  await manager.getByLabel('日付', { exact: true }).fill(saturday);
  await manager.getByLabel('作業内容', { exact: true }).fill('コピー元の足場点検');
  await manager.getByRole('button', { name: '登録' }).click();
  await expect(manager.getByRole('status')).toContainText(`${saturday}の日報を登録しました。`);
  await manager.goto('/daily/daily-create');
  await manager.getByLabel('現場', { exact: true }).selectOption({ label: SEEDED_PROJECT });
  await manager.getByLabel('日付', { exact: true }).fill(sunday);
  await manager.getByRole('button', { name: '前回の日報をコピー' }).click();
  await expect(manager.getByLabel('作業内容', { exact: true })).toHaveValue('コピー元の足場点検');
  await expect(manager.getByLabel('日付', { exact: true })).toHaveValue(sunday);

  // Proxy registration for the foreman on Sunday.
  await manager.goto('/daily/proxy-regist');
  await manager.getByLabel('現場', { exact: true }).selectOption({ label: SEEDED_PROJECT });
  await manager.getByLabel('代理登録するメンバー').selectOption({ label: FOREMAN });
  await manager.getByLabel('日付', { exact: true }).fill(sunday);
  await manager.getByLabel('作業内容', { exact: true }).fill('代理 足場解体');
  await manager.getByRole('button', { name: '協力会社を追加' }).click();
  await manager.getByLabel('協力会社名').fill('株式会社木村設備');
  await manager.getByLabel('人数').fill('3');
  // A photo goes up through the site's album while the report is written.
  const shot = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  await manager
    .getByLabel('写真ファイル')
    .setInputFiles({ name: 'e2e_日報.jpg', mimeType: 'image/jpeg', buffer: shot });
  await expect(manager.getByRole('button', { name: 'e2e_日報.jpgを拡大' })).toBeVisible({ timeout: 30_000 });
  await manager.getByRole('button', { name: '登録' }).click();
  await expect(manager.getByRole('status')).toHaveText(`${FOREMAN}さんの${sunday}の日報を代理登録しました。`);

  // Its detail, from the list.
  await manager.goto('/daily');
  await manager.getByRole('link', { name: `${sunday} ${FOREMAN}の日報を開く` }).click();
  await expect(manager).toHaveURL(/\/daily\/detail\/\d+$/);
  const detailUrl = manager.url();
  const detail = manager.getByRole('article', { name: `${sunday} ${FOREMAN}の日報` });
  await expect(detail).toContainText('代理 足場解体');
  await expect(detail).toContainText(`${MANAGER_NAME}さんが代理登録`);
  await expect(detail).toContainText('株式会社木村設備 3名');

  // The manager edits; the foreman's browser is told who is editing and cannot save.
  await manager.getByRole('link', { name: '編集', exact: true }).click();
  await expect(manager).toHaveURL(/\/daily\/edit\/\d+$/);
  await expect(manager.getByRole('button', { name: '保存' })).toBeVisible();
  const foreman = await (await browser.newContext()).newPage();
  await loginForeman(foreman);
  await foreman.goto(detailUrl.replace('/daily/detail/', '/daily/edit/'));
  await expect(foreman.getByRole('alert')).toHaveText(`${MANAGER_NAME}さんが編集中です。`);
  await expect(foreman.getByRole('button', { name: '保存' })).toHaveCount(0);
  await expect(foreman.getByLabel('作業内容', { exact: true })).toBeDisabled();

  await manager.getByLabel('作業内容', { exact: true }).fill('代理 足場解体・搬出');
  await manager.getByRole('button', { name: '保存' }).click();
  await expect(manager).toHaveURL(detailUrl);
  await expect(detail).toContainText('代理 足場解体・搬出');

  // Saving released the lock: the foreman may edit now.
  await foreman.reload();
  await expect(foreman.getByRole('button', { name: '保存' })).toBeVisible();
  await expect(foreman.getByRole('alert')).toHaveCount(0);
  await foreman.goto(detailUrl);

  // The foreman's browser sees the photo (the server's thumbnail loads) and opens it large.
  const photos = foreman.getByRole('list', { name: `${sunday}の日報の写真` });
  const thumb = photos.getByRole('button', { name: 'e2e_日報.jpgを拡大' });
  await expect(thumb).toBeVisible();
  await expect
    .poll(() => thumb.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await thumb.click();
  const viewer = foreman.getByRole('dialog');
  await expect(viewer).toContainText('e2e_日報.jpg（1/1）');
  await expect
    .poll(() => viewer.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(1200);
  await foreman.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Posted to the site's talk from the detail page.
  await manager.getByRole('button', { name: 'トークに送信' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'トークに送信' }).click();
  await expect(manager.getByRole('status')).toHaveText('日報をトークに送信しました。');

  // Confirmed from the detail page: read-only until unconfirmed.
  await manager.getByRole('button', { name: '確認する' }).click();
  await expect(manager.getByRole('status')).toHaveText('日報を確認しました。');
  await expect(detail).toContainText('確認済み');
  await expect(manager.getByRole('link', { name: '編集', exact: true })).toHaveCount(0);
  await manager.getByRole('button', { name: '確認を取り消す' }).click();
  await expect(manager.getByRole('status')).toHaveText('日報の確認を取り消しました。');
  await expect(manager.getByRole('link', { name: '編集', exact: true })).toBeVisible();
});
