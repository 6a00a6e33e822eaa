import { expect } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { DEMO, expectTalkWithSeededProject, loginByApi, loginByEmail, test } from './support.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/**
 * Issue 10, QR login (docs/adr/011): the manager, logged in on a PC, opens
 * 「スマートフォンでログイン」; a phone-sized browser opens the QR's URL, presses
 * ログイン and lands logged in as the manager, and the PC's dialog says so; the
 * same code is refused after.
 */
test('a logged-in PC shows a QR code that logs a phone in once', async ({ browser }) => {
  // The PC logs in through the screen too (signIn would use the API): this spec is about logging in.
  const pc = await (await browser.newContext()).newPage();
  await loginByEmail(pc, DEMO.manager.email, DEMO.manager.password);
  await expect(pc).toHaveURL(/\/talk$/);
  await pc.getByRole('button', { name: /^山田 太郎.*アカウントメニュー$/ }).click();
  await pc
    .getByRole('dialog', { name: '山田 太郎' })
    .getByRole('button', { name: 'スマートフォンでログイン' })
    .click();
  const dialog = pc.getByRole('dialog', { name: 'スマートフォンでログイン' });
  await expect(dialog.getByRole('img', { name: 'ログイン用QRコード' })).toBeVisible();
  await expect(dialog.getByText(/有効期限まで あと[12]:\d\d/)).toBeVisible();
  const url = (await dialog.getByTestId('qr-login-url').textContent()) ?? '';
  expect(url).toMatch(/\/login\/qrcode#[A-Za-z0-9_-]{43}$/);
  const { pathname, hash } = new URL(url);

  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(pathname + hash);
  await expect(phone.getByLabel('ログインコード', { exact: true })).toHaveValue(hash.slice(1));
  await phone.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(phone).toHaveURL(/\/talk$/);
  await expectTalkWithSeededProject(phone);
  // The PC's dialog learns the code was used (it asks every few seconds) and says so instead of the QR.
  await expect(dialog.getByRole('status')).toHaveText('スマートフォンでログインしました。');
  await expect(dialog.getByRole('img', { name: 'ログイン用QRコード' })).toHaveCount(0);

  // The code is spent: a second phone is refused with the one message.
  const second = await (await browser.newContext(PHONE)).newPage();
  await second.goto(pathname + hash);
  await second.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(second.getByText('QRコードが無効です。もう一度読み取ってください。')).toBeVisible();
  await expect(second).toHaveURL(/\/login\/qrcode/);

  // 再発行 shows a new code; the PC's own session is untouched.
  await dialog.getByRole('button', { name: '再発行' }).click();
  await expect(dialog.getByTestId('qr-login-url')).not.toHaveText(url);
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(pc).toHaveURL(/\/talk$/);
});

/**
 * A code that a newer one replaced is dead (docs/adr/011: issuing revokes the member's earlier live codes).
 * Deterministic without waiting the 120 s out: the PC's session issues a second code through the call the
 * dialog makes, as another tab would. The open dialog learns it (it asks every few seconds) and shows the
 * expired message with 再発行; a phone that opens the old code is refused; 再発行 shows a live code again.
 */
test('a replaced QR code shows as expired with 再発行 and cannot log a phone in', async ({ browser }) => {
  const pc = await (await browser.newContext()).newPage();
  await loginByApi(pc, DEMO.manager.email, DEMO.manager.password);
  await pc.getByRole('button', { name: /^山田 太郎.*アカウントメニュー$/ }).click();
  await pc
    .getByRole('dialog', { name: '山田 太郎' })
    .getByRole('button', { name: 'スマートフォンでログイン' })
    .click();
  const dialog = pc.getByRole('dialog', { name: 'スマートフォンでログイン' });
  await expect(dialog.getByRole('img', { name: 'ログイン用QRコード' })).toBeVisible();
  const url = (await dialog.getByTestId('qr-login-url').textContent()) ?? '';
  const { pathname, hash } = new URL(url);

  // Another tab of the same session asks for a code: the dialog's code is replaced.
  const newer = await pc.request.post('/api/user/qr_login/code', { headers: { Origin: baseURL } });
  expect(newer.status()).toBe(200);
  await expect(dialog.getByRole('alert')).toHaveText('QRコードの有効期限が切れました。再発行してください。');
  await expect(dialog.getByRole('img', { name: 'ログイン用QRコード' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '再発行' })).toBeVisible();

  // The replaced code logs no phone in.
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(pathname + hash);
  await expect(phone.getByLabel('ログインコード', { exact: true })).toHaveValue(hash.slice(1));
  await phone.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(phone.getByText('QRコードが無効です。もう一度読み取ってください。')).toBeVisible();
  await expect(phone).toHaveURL(/\/login\/qrcode/);

  // 再発行 shows a new, live code with its countdown.
  await dialog.getByRole('button', { name: '再発行' }).click();
  await expect(dialog.getByRole('img', { name: 'ログイン用QRコード' })).toBeVisible();
  await expect(dialog.getByTestId('qr-login-url')).not.toHaveText(url);
  await expect(dialog.getByText(/有効期限まで あと[12]:\d\d/)).toBeVisible();
});
