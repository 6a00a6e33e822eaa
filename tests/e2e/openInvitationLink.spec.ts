import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO, latestMail, latestSms, loginByApi, SEEDED_PROJECT, test } from './support.ts';

/** The manager opens the seeded site's room and its 招待リンク dialog, making the link when there is none. */
const openRoomLinkDialog = async (page: Page) => {
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await page.getByRole('list', { name: '現場一覧' }).getByRole('link', { name: SEEDED_PROJECT }).click();
  await expect(page).toHaveURL(/\/talk\/field\/\d+$/);
  await page
    .getByRole('complementary', { name: 'ルームの情報' })
    .getByRole('button', { name: '招待リンク' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'ルームへの招待リンク' });
  const make = dialog.getByRole('button', { name: '招待リンクを作成' });
  const url = dialog.getByRole('textbox', { name: '招待リンク' });
  await expect(make.or(url)).toBeVisible();
  if (await make.isVisible()) await make.click();
  await expect(url).toHaveValue(/\/invitation_user\/[\w-]+$/);
  return { dialog, url };
};

test("a manager copies the open link of a site's room; a new worker opens it on a phone, proves their e-mail with the mailed code, registers and lands in the room", async ({
  page,
  browser,
}) => {
  const email = `open-${Date.now()}@kimura-setsubi.example.jp`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The room's link is made on demand, then copied to the clipboard.
  const { dialog, url } = await openRoomLinkDialog(page);
  const panel = page.getByRole('complementary', { name: 'ルームの情報' });
  await dialog.getByRole('button', { name: 'コピー' }).click();
  await expect(dialog.getByText('コピーしました')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await url.inputValue());
  await dialog.getByRole('button', { name: '閉じる' }).click();

  // The worker, on a 360 px phone, in a browser of their own.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const worker = await phone.newPage();
  await worker.goto(link);
  await expect(worker.getByText(`現場「${SEEDED_PROJECT}」に`)).toBeVisible();
  await worker.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await worker.getByRole('button', { name: '認証コードを送信' }).click();
  await expect(
    worker.getByText(`${email} にメールで送信した6桁の認証コード`, { exact: false }),
  ).toBeVisible();
  // The code reaches the development mail outbox after the call answers.
  let code = '';
  await expect
    .poll(async () => {
      code = (await latestMail(worker, email))?.text.match(/認証コードは (\d{6}) です/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  // A wrong code is refused under the field, in Japanese; the mailed one registers.
  const codeField = worker.getByRole('textbox', { name: '認証コード' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await worker.getByRole('textbox', { name: 'お名前(姓)' }).fill('中村');
  await worker.getByRole('textbox', { name: 'お名前(名)' }).fill('翔');
  await worker.getByLabel('パスワード', { exact: true }).fill('genba123');
  await worker.getByLabel('パスワード(確認)', { exact: true }).fill('genba123');
  await worker.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(worker.getByText('利用規約に同意してください。')).toBeVisible();
  await worker.getByRole('checkbox', { name: '利用規約に同意する' }).click();
  await worker.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(codeField).toHaveAccessibleDescription('認証コードに誤りがあります');
  await codeField.fill(code);
  await worker.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(worker).toHaveURL(/\/talk\/field\/\d+$/);
  expect(new URL(worker.url()).pathname).toBe(new URL(page.url()).pathname);
  expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // In the room: the composer, and the member sheet lists them among the partners.
  await expect(worker.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  await worker.getByRole('button', { name: /^メンバー/ }).click();
  const sheet = worker.getByRole('dialog', { name: 'ルームの情報' });
  await expect(sheet.getByRole('list', { name: '協力会社' }).getByText('中村 翔')).toBeVisible();
  // A partner member is not a room manager: no link to hand on.
  await expect(sheet.getByRole('button', { name: '招待リンク' })).toHaveCount(0);

  // The manager revokes the link; the next person who opens it is refused.
  await panel.getByRole('button', { name: '招待リンク' }).click();
  await dialog.getByRole('button', { name: '無効にする' }).click();
  const confirm = page.getByRole('alertdialog', { name: '招待リンクを無効にしますか？' });
  await confirm.getByRole('button', { name: '無効にする' }).click();
  await expect(dialog.getByText('招待リンクはまだありません。')).toBeVisible();
  const late = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await late.goto(link);
  await expect(late.getByRole('alert')).toHaveText('招待が見つかりません。');
  await phone.close();
});

test("a new worker opens a site room's open link on a phone and registers by SMS instead of e-mail", async ({
  page,
  browser,
}) => {
  // A mobile number no account has: 090 and eight digits from the clock.
  const tel = `090${String(Date.now()).slice(-8)}`;
  const { dialog, url } = await openRoomLinkDialog(page);
  const link = await url.inputValue();
  await dialog.getByRole('button', { name: '閉じる' }).click();

  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const worker = await phone.newPage();
  await worker.goto(link);
  await expect(worker.getByText(`現場「${SEEDED_PROJECT}」に`)).toBeVisible();
  await worker.getByRole('radio', { name: '電話番号(SMS)' }).click();
  await worker.getByRole('textbox', { name: '携帯電話番号' }).fill(tel);
  await worker.getByRole('button', { name: '認証コードを送信' }).click();
  await expect(worker.getByText(`${tel} にSMSで送信した6桁の認証コード`, { exact: false })).toBeVisible();
  // The code reaches the development outbox after the call answers.
  let code = '';
  await expect
    .poll(async () => {
      code = (await latestSms(worker, tel))?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await worker.getByRole('textbox', { name: '認証コード' }).fill(code);
  await worker.getByRole('textbox', { name: 'お名前(姓)' }).fill('松本');
  await worker.getByRole('textbox', { name: 'お名前(名)' }).fill('陸');
  await worker.getByRole('checkbox', { name: '利用規約に同意する' }).click();
  await worker.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(worker).toHaveURL(/\/talk\/field\/\d+$/);
  expect(new URL(worker.url()).pathname).toBe(new URL(page.url()).pathname);
  expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(worker.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  await worker.getByRole('button', { name: /^メンバー/ }).click();
  const sheet = worker.getByRole('dialog', { name: 'ルームの情報' });
  await expect(sheet.getByRole('list', { name: '協力会社' }).getByText('松本 陸')).toBeVisible();
  await phone.close();
});
