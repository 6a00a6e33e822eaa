import { expect } from '@playwright/test';
import { DEMO, loginByEmail, signIn, test } from './support.ts';

/**
 * Issue 11 news: the system administrator posts a pop-up news item on /admin/news; a member
 * gets the pop-up after login, opens it on its detail page (the HTML sanitised by the server,
 * the script never runs) and finds it read on /news; the administrator deletes it after
 * confirming, so later flows on this database see no pop-up.
 */

test('an administrator posts news; a member sees the pop-up and reads it', async ({ browser }) => {
  const title = `足場点検のお知らせ ${Date.now()}`;
  const admin = await signIn(browser, DEMO.admin.email, DEMO.admin.password);
  await admin.goto('/admin/news');
  await admin.getByRole('button', { name: '新規作成' }).click();
  await admin.getByRole('textbox', { name: /タイトル/ }).fill(title);
  await admin
    .getByRole('textbox', { name: '本文（HTML）' })
    .fill(
      '<p>本日<strong>16時</strong>から点検します。</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    );
  await admin.getByRole('checkbox', { name: 'ログイン後にポップアップで表示する' }).check();
  await admin.getByRole('button', { name: '作成' }).click();
  await expect(admin.getByRole('cell', { name: `${title}（ポップアップ）` })).toBeVisible();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  member.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await loginByEmail(member, DEMO.partnerForeman.email, DEMO.partnerForeman.password);
  await expect(member).toHaveURL(/\/talk$/);
  const popup = member.getByRole('dialog', { name: 'お知らせ' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: title }).click();
  await expect(member).toHaveURL(/\/news\/\d+\/detail$/);
  await expect(member.getByRole('heading', { name: title })).toBeVisible();
  await expect(member.locator('article strong')).toHaveText('16時');
  await expect(member.locator('article script')).toHaveCount(0);
  await expect(member.locator('article img')).not.toHaveAttribute('onerror');

  await member.getByRole('link', { name: '← お知らせ一覧' }).click();
  const list = member.getByRole('list', { name: 'お知らせ一覧' });
  await expect(list.getByRole('button', { name: title })).toBeVisible();
  await expect(list.getByRole('button', { name: `未読 ${title}` })).toHaveCount(0);

  // The pop-up does not come back on the next page of the session, nor after reading.
  await member.goto('/talk');
  await member.waitForTimeout(2500);
  await expect(member.getByRole('dialog', { name: 'お知らせ' })).toHaveCount(0);

  await admin.reload();
  await admin.getByRole('button', { name: `${title}を削除` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '削除' }).click();
  await expect(admin.getByRole('cell', { name: `${title}（ポップアップ）` })).toHaveCount(0);
  await admin.context().close();
  await memberContext.close();
});
