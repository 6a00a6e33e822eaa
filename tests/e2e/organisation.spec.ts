import { expect } from '@playwright/test';
import { DEMO, loginByApi, SEEDED_PROJECT, test } from './support.ts';

type Outbox = { text: string; messages: { text: string }[] };

test('the manager invites a partner worker by e-mail to a site; the worker registers on a phone and lands in its room', async ({
  page,
  browser,
  request,
}) => {
  const email = `worker-${Date.now()}@kimura-setsubi.example.jp`;

  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await page.goto('/member/information');
  await expect(page.getByRole('heading', { name: 'メンバー管理', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '招待', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'メールアドレスで招待' });
  await dialog.getByLabel('招待先').selectOption({ label: SEEDED_PROJECT });
  // Two rows with the same address: the spec's duplicate message on the later row, nothing sent.
  await dialog.getByRole('textbox', { name: 'お名前(姓)' }).fill('山本');
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await dialog.getByRole('button', { name: '行を追加' }).click();
  await dialog.getByRole('textbox', { name: 'お名前(姓)' }).nth(1).fill('山本');
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).nth(1).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: '招待する' }).click();
  await expect(dialog.getByText('同じメールアドレスは招待できません。')).toBeVisible();
  await dialog.getByRole('button', { name: '2人目を削除' }).click();
  await dialog.getByRole('button', { name: '招待する' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '1人に招待メールを送信しました。' })).toBeVisible();
  await expect(page.getByRole('region', { name: '招待状況' }).getByText(email)).toBeVisible();

  // The mail, read from the development outbox, carries the link as a full URL on its own line.
  const outbox = await request.get(`/__dev/mail-outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const mail = (await outbox.json()) as Outbox;
  expect(mail.messages.at(-1)?.text).toBe(mail.text);
  const link = mail.text.split('\n').find((line) => /^https?:\/\/\S+\/invitation_user\/[\w-]+$/.test(line));
  expect(link).toBeTruthy();

  // The manager keeps the site's room open in a second tab: its member panel is where the new worker appears.
  const room = await page.context().newPage();
  await room.goto('/talk');
  await room.getByRole('list', { name: '現場一覧' }).getByRole('link', { name: SEEDED_PROJECT }).click();
  await expect(room).toHaveURL(/\/talk\/field\/\d+$/);
  const panel = room.getByRole('complementary', { name: 'ルームの情報' });
  await expect(panel.getByRole('list', { name: '自社' })).toBeVisible();
  await expect(panel.getByText('山本 健')).toHaveCount(0);

  // The worker, on a 360 px phone, in a browser of their own.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const worker = await phone.newPage();
  await worker.goto(link ?? '');
  await expect(worker.getByText(`現場「${SEEDED_PROJECT}」に`)).toBeVisible();
  await worker.getByRole('textbox', { name: 'お名前(名)' }).fill('健');
  await worker.getByLabel('パスワード', { exact: true }).fill('genba123');
  await worker.getByLabel('パスワード(確認)', { exact: true }).fill('genba123');
  await worker.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(worker.getByText('利用規約に同意してください。')).toBeVisible();
  await worker.getByRole('checkbox', { name: '利用規約に同意する' }).click();
  await worker.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(worker).toHaveURL(/\/talk\/field\/\d+$/);
  const fieldId = worker.url().match(/\/talk\/field\/(\d+)$/)?.[1];
  // The page is wide enough for a phone: nothing overflows 360 px.
  expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The worker is in the room: the composer is there, and the phone's room sheet (メンバー tab) lists them among the partners.
  await expect(worker.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  expect(new URL(worker.url()).pathname).toBe(new URL(room.url()).pathname);
  await worker.getByRole('button', { name: /^メンバー/ }).click();
  const sheet = worker.getByRole('dialog', { name: 'ルームの情報' });
  await expect(sheet.getByRole('list', { name: '協力会社' }).getByText('山本 健')).toBeVisible();
  await sheet.getByRole('button', { name: '閉じる' }).click();

  // The manager's open room shows the new member without a reload (the worker's arrival marks the room
  // read; that live event makes the room refetch, and the panel follows its member list).
  await expect(panel.getByRole('list', { name: '協力会社' }).getByText('山本 健')).toBeVisible({
    timeout: 5000,
  });
  await room.close();

  // The server lists the new member in that site too.
  const members = await page.request.get(`/api/member?field_id=${fieldId}`);
  expect(members.ok()).toBe(true);
  const body = (await members.json()) as { data: { name1: string; name2: string; status: number }[] };
  expect(body.data).toContainEqual(expect.objectContaining({ name1: '山本', name2: '健', status: 1 }));
  // The invitation has left the pending list.
  await page.reload();
  await expect(page.getByRole('region', { name: '招待状況' }).getByText(email)).toHaveCount(0);

  // The link is single-use.
  const again = await phone.newPage();
  await again.goto(link ?? '');
  await expect(again.getByRole('alert')).toHaveText(
    'この招待は既に登録済みです。ログインしてご利用ください。',
  );
  await phone.close();
});

test("a general member's direct visit to /setting/company is sent to /talk, and the menu hides member management", async ({
  page,
}) => {
  await loginByApi(page, 'ippan@example.com', DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByRole('link', { name: 'メンバー管理' })).toHaveCount(0);
  await page.goto('/setting/company');
  await expect(page).toHaveURL(/\/talk$/);
  await page.goto('/member/information');
  await expect(page).toHaveURL(/\/talk$/);
});
