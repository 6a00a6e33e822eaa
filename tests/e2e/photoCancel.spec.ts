import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, openSeededRoom, signIn, test, timeline } from './support.ts';

/**
 * Issue 11 §2, talk §4: キャンセル of photos sent in a site room. Three photos go up over a
 * throttled connection (Chrome DevTools Protocol, as fileCancel.spec.ts), so 写真送信中 1/3 and
 * キャンセル are on screen while the first photo's bytes go; after the cancel no photo message
 * appears, not after a reload either, and none of the photos reaches the project's album.
 */

/** A photo of noise: the album's resize keeps it large as JPEG, so its upload takes a while. */
const noisyPhoto = () =>
  sharp(randomBytes(1600 * 1200 * 3), { raw: { width: 1600, height: 1200, channels: 3 } })
    .png()
    .toBuffer();

const throttleUpload = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
};

test('キャンセル of photos on a slow connection posts none of them, and the album gains none', async ({
  browser,
}) => {
  const page = await signIn(browser, DEMO.manager.email, DEMO.manager.password, {
    viewport: { width: 1280, height: 800 },
  });
  await openSeededRoom(page);
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  const stamp = Date.now();
  const names = ['北面', '南面', '東面'].map((side) => `キャンセル写真 ${side} ${stamp}`);
  const buffer = await noisyPhoto();
  const unthrottle = await throttleUpload(page, 64 * 1024);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/talk/sendFieldPhoto')) sent += 1;
  });
  await page
    .getByLabel('写真を送信')
    .setInputFiles(names.map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer })));
  const bar = page.getByRole('progressbar', { name: `写真送信中 1/3：${names[0]}.png` });
  await expect(bar).toBeVisible();
  await expect.poll(() => sent).toBe(1);
  // キャンセル aborts the photo's request and tells the server its upload_id (cancelUpload).
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/storage/cancelUpload'));
  await page.getByRole('button', { name: 'キャンセル' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(
    page.getByText('アップロードをキャンセルしました。送信されなかったファイル：3件'),
  ).toBeVisible();
  await expect(bar).toBeHidden();
  await unthrottle();
  expect(sent).toBe(1);

  const photoButtons = () => timeline(page).getByRole('button', { name: new RegExp(`${stamp}`) });
  await expect(photoButtons()).toHaveCount(0);
  // After a reload (the server's word, not the page's memory): no photo message.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  await expect(timeline(page).getByRole('article').first()).toBeVisible();
  await expect(photoButtons()).toHaveCount(0);
  // Nor any of the photos in the project's album.
  await page.goto('/album');
  await expect(page.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`${stamp}`) })).toHaveCount(0);
});
