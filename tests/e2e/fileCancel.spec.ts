import { expect, type Page } from '@playwright/test';
import { DEMO, openSeededRoom, signIn, test, timeline } from './support.ts';

/**
 * Issue 11 §2, talk §4: キャンセル of a file sent in a room. A large file goes up over a throttled
 * connection (Chrome DevTools Protocol, Network.emulateNetworkConditions on the page's session),
 * so the progress bar and キャンセル are on screen while the bytes go; after the cancel no message
 * appears, not after a reload either, and the room's board holds no such file. PC width, where
 * the board is the side panel's ファイル tab.
 */

/** A PDF of about `bytes` bytes: its first bytes make it a PDF for the server's check. */
const largePdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

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

test('キャンセル of a large file on a slow connection posts nothing, and the server keeps no file', async ({
  browser,
}) => {
  const page = await signIn(browser, DEMO.manager.email, DEMO.manager.password, {
    viewport: { width: 1280, height: 800 },
  });
  await openSeededRoom(page);
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  const name = `キャンセル図面 ${Date.now()}.pdf`;
  // 8 MB at 256 KB/s: about half a minute of upload, far longer than the test needs to press キャンセル.
  const unthrottle = await throttleUpload(page, 256 * 1024);
  await page.getByLabel('ファイルを送信').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: largePdf(8 * 1024 * 1024),
  });
  const bar = page.getByRole('progressbar', { name: new RegExp(`ファイル送信中 1/1：${name}`) });
  await expect(bar).toBeVisible();
  // キャンセル aborts the request and tells the server the upload's id (cancelUpload), which it records.
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/storage/cancelUpload'));
  await page.getByRole('button', { name: 'キャンセル' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(
    page.getByText('アップロードをキャンセルしました。送信されなかったファイル：1件'),
  ).toBeVisible();
  await expect(bar).toBeHidden();
  await unthrottle();

  await expect(timeline(page).getByText(name)).toHaveCount(0);
  const panel = page.getByRole('complementary', { name: 'ルームの情報' });
  await panel.getByRole('tab', { name: 'ファイル' }).click();
  await expect(panel.getByRole('list')).toBeVisible();
  await expect(panel.getByText(name)).toHaveCount(0);

  // After a reload (the server's word, not the page's memory): no message, no file on the board.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  await expect(timeline(page).getByRole('article').first()).toBeVisible();
  await expect(timeline(page).getByText(name)).toHaveCount(0);
  await panel.getByRole('tab', { name: 'ファイル' }).click();
  await expect(panel.getByRole('list')).toBeVisible();
  await expect(panel.getByText(name)).toHaveCount(0);
});
