import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signIn, test } from './support.ts';

/**
 * Issue 11 §1 (talkrooms): a group with a partner member, live in both
 * browsers; a private room; a pinned site first on the list. Two browser
 * contexts: the manager and the partner foreman of the demo company. A photo
 * sent in the group reaches the foreman live (talkphotos).
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

test('a group with a partner, a private room and a pinned site', async ({ browser }) => {
  const stamp = Date.now();
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  const foreman = await signIn(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);
  // The foreman watches the personal/group tab: new rooms arrive there live.
  await foreman.getByRole('tab', { name: '個人・グループ' }).click();
  await expect(foreman.getByRole('button', { name: 'グループを作成' })).toBeVisible();

  // The manager creates a group with the partner foreman.
  const groupName = `外装班${stamp % 10000}`;
  await manager.getByRole('tab', { name: '個人・グループ' }).click();
  await manager.getByRole('button', { name: 'グループを作成' }).click();
  const dialog = manager.getByRole('dialog', { name: 'グループを作成' });
  await dialog.getByRole('button', { name: '作成' }).click();
  await expect(dialog.getByRole('alert')).toContainText('グループ名を入力してください');
  await dialog.getByLabel('グループ名').fill(groupName);
  await dialog.getByRole('checkbox', { name: new RegExp(FOREMAN_NAME) }).check();
  await dialog.getByRole('button', { name: '作成' }).click();
  await expect(manager).toHaveURL(/\/talk\/group\/\d+$/);
  await send(manager, `グループの連絡 ${stamp}`);

  // The foreman's list gains the group live; the foreman opens it and reads the message.
  await foreman.getByRole('link', { name: groupName }).click();
  await expect(foreman).toHaveURL(/\/talk\/group\/\d+$/);
  await expect(log(foreman).getByText(`グループの連絡 ${stamp}`)).toBeVisible();

  // Sent while both are in the room: it arrives live; a stamp too.
  await send(manager, `追加の連絡 ${stamp}`);
  await expect(log(foreman).getByText(`追加の連絡 ${stamp}`)).toBeVisible();
  await foreman.getByRole('button', { name: 'スタンプ' }).click();
  await foreman.getByRole('list', { name: 'スタンプ' }).getByRole('button', { name: '了解' }).click();
  await expect(log(manager).getByRole('img', { name: 'スタンプ：了解' })).toBeVisible();

  // A photo in the group room (talkphotos): it reaches the foreman live, and the viewer loads the
  // room photo's original through talkRoomPhotoFile, which only the room's members may read.
  const photoName = `e2e_グループ写真_${stamp}`;
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a72' } })
    .png()
    .toBuffer();
  await manager
    .getByLabel('写真を送信')
    .setInputFiles({ name: `${photoName}.png`, mimeType: 'image/png', buffer: png });
  const thumb = log(foreman).getByRole('button', { name: `写真を開く: ${photoName}.jpg` });
  await expect(thumb).toBeVisible({ timeout: 30_000 });
  await expect(thumb.getByRole('img', { name: `${photoName}.jpg` })).toHaveJSProperty('naturalWidth', 320);
  await thumb.click();
  const viewer = foreman.getByRole('dialog', { name: `${photoName}.jpg（1/1）` });
  await expect(viewer.getByRole('img', { name: `${photoName}.jpg` })).toHaveAttribute(
    'src',
    /\/api\/talk\/photo\/\d+\/original$/,
  );
  await foreman.keyboard.press('Escape');

  // A private room: the manager starts it with the foreman; the first message creates it.
  await manager.getByRole('button', { name: '個人トーク' }).click();
  await manager
    .getByRole('dialog', { name: '個人トークを始める' })
    .getByRole('button', { name: new RegExp(FOREMAN_NAME) })
    .click();
  await expect(manager).toHaveURL(/\/talk\/member\/\d+$/);
  await send(manager, `個別の相談 ${stamp}`);
  await expect(log(manager).getByText(`個別の相談 ${stamp}`)).toBeVisible();
  // The foreman finds it on the list under the manager's name, and it holds the message.
  await foreman.getByRole('link', { name: MANAGER_NAME }).click();
  await expect(foreman).toHaveURL(/\/talk\/member\/\d+$/);
  await expect(log(foreman).getByText(`個別の相談 ${stamp}`)).toBeVisible();

  // Pinning: the manager pins the last site of the list and it comes first.
  await manager.goto('/talk');
  await manager.getByRole('tab', { name: '現場' }).click();
  const sites = manager.getByRole('list', { name: '現場一覧' }).getByRole('listitem');
  await expect(sites.first()).toBeVisible();
  const last = sites.last();
  const lastName = (await last.getByRole('link').textContent()) ?? '';
  await last.getByRole('button', { name: `${lastName}をピン留め` }).click();
  await expect(sites.first().getByRole('link')).toHaveText(lastName);
  await expect(sites.first().getByRole('button', { name: `${lastName}をピン留めから外す` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A reload keeps it first: the pin is the server's.
  await manager.reload();
  await expect(
    manager.getByRole('list', { name: '現場一覧' }).getByRole('listitem').first().getByRole('link'),
  ).toHaveText(lastName);
  await manager.getByRole('button', { name: `${lastName}をピン留めから外す` }).click();
  await expect(manager.getByRole('button', { name: `${lastName}をピン留め` })).toBeVisible();

  await manager.context().close();
  await foreman.context().close();
});
