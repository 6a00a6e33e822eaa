import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { previewSiteURL } from './playwright.config.ts';
import { DEMO, openSeededRoom, signIn, test } from './support.ts';

/**
 * Issue 11 §6 and §1 (talkrooms): a link preview card in a room, its image
 * loaded through the server's proxy (the stand-in site previewSite.ts is on
 * loopback and reachable only through the test-only allow-list), and a photo
 * sent in a private room reaching the other member live.
 */

const FOREMAN_NAME = '林 勇気';
const MANAGER_NAME = '山田 太郎';

const log = (page: Page) => page.getByRole('log', { name: 'メッセージ' });
const send = async (page: Page, text: string) => {
  const box = page.getByRole('textbox', { name: 'メッセージ' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await page.getByRole('button', { name: '送信', exact: true }).click();
  await expect(box).toHaveValue('');
};

test('a link in a room shows its preview card, the image through the server', async ({ browser }) => {
  const stamp = Date.now();
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await openSeededRoom(manager);
  const link = `${previewSiteURL}/page`;
  await send(manager, `施工手順はこちら ${link} #${stamp}`);

  const message = log(manager)
    .getByRole('article')
    .filter({ hasText: `#${stamp}` });
  const card = message.getByRole('link', { name: /外壁塗装の施工手順/ });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveAttribute('href', link);
  await expect(card).toContainText('下地処理から上塗りまでの手順と注意点');
  await expect(card).toContainText('現場ノート');
  // The image is the server's proxy path, and it loaded: the browser never contacts the linked site.
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', `/api/link-preview/image?url=${encodeURIComponent(link)}`);
  await expect(image).toHaveJSProperty('naturalWidth', 2);
  const hits = (await (await fetch(`${previewSiteURL}/hits`)).json()) as { image: string[] };
  expect(hits.image.length).toBeGreaterThan(0);
  expect(new Set(hits.image)).toEqual(new Set(['GenbaLinkPreview/1.0']));

  // A link to an internal address gets no card: the server refuses it (422) and the message keeps its plain link.
  const internalUrl = 'http://127.0.0.1:9/admin';
  const refused = manager.waitForResponse(
    (r) => r.url().includes('/api/link-preview?') && r.url().includes(encodeURIComponent(internalUrl)),
  );
  await send(manager, `社内 ${internalUrl} #${stamp}-internal`);
  expect((await refused).status()).toBe(422);
  const internal = log(manager)
    .getByRole('article')
    .filter({ hasText: `#${stamp}-internal` });
  await expect(internal.getByRole('link', { name: internalUrl })).toBeVisible();
  await expect(internal.getByRole('status', { name: 'リンクのプレビューを読み込み中' })).toHaveCount(0);
  await expect(internal.getByRole('link')).toHaveCount(1);
});

test('a photo sent in a private room appears for the other member', async ({ browser }) => {
  const stamp = Date.now();
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  const foreman = await signIn(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);

  // The manager opens (or starts) the private room with the foreman; a text makes sure it exists.
  await manager.getByRole('tab', { name: '個人・グループ' }).click();
  await manager.getByRole('button', { name: '個人トーク' }).click();
  await manager
    .getByRole('dialog', { name: '個人トークを始める' })
    .getByRole('button', { name: new RegExp(FOREMAN_NAME) })
    .click();
  await expect(manager).toHaveURL(/\/talk\/member\/\d+$/);
  await send(manager, `写真を送ります ${stamp}`);

  // The foreman opens it from the personal/group tab and waits there.
  await foreman.getByRole('tab', { name: '個人・グループ' }).click();
  await foreman.getByRole('link', { name: MANAGER_NAME }).click();
  await expect(foreman).toHaveURL(/\/talk\/member\/\d+$/);
  await expect(log(foreman).getByText(`写真を送ります ${stamp}`)).toBeVisible();

  const photoName = `e2e_個人写真_${stamp}`;
  const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  await manager
    .getByLabel('写真を送信')
    .setInputFiles({ name: `${photoName}.png`, mimeType: 'image/png', buffer: png });

  // It arrives live on the foreman's screen, and the thumbnail is the room photo the server keeps.
  const thumb = log(foreman).getByRole('button', { name: `写真を開く: ${photoName}.jpg` });
  await expect(thumb).toBeVisible({ timeout: 30_000 });
  await expect(thumb.getByRole('img', { name: `${photoName}.jpg` })).toHaveJSProperty('naturalWidth', 200);
  await thumb.click();
  const viewer = foreman.getByRole('dialog', { name: `${photoName}.jpg（1/1）` });
  await expect(viewer.getByRole('img', { name: `${photoName}.jpg` })).toHaveAttribute(
    'src',
    /\/api\/talk\/photo\/\d+\/original$/,
  );
  // Not the foreman's photo: no sender's actions.
  await expect(viewer.getByRole('button', { name: '非表示にする' })).toHaveCount(0);
  await foreman.keyboard.press('Escape');

  // The sender hides it from their viewer; it leaves the foreman's screen live.
  await log(manager)
    .getByRole('button', { name: `写真を開く: ${photoName}.jpg` })
    .click();
  await manager
    .getByRole('dialog', { name: `${photoName}.jpg（1/1）` })
    .getByRole('button', { name: '非表示にする' })
    .click();
  await manager.getByRole('alertdialog').getByRole('button', { name: '非表示にする' }).click();
  await expect(log(manager).getByRole('button', { name: `写真を開く: ${photoName}.jpg` })).toHaveCount(0);
  await expect(thumb).toHaveCount(0, { timeout: 10_000 });
});
