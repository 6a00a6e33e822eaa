import { expect } from '@playwright/test';
import { DEMO, loginByApi, test } from './support.ts';

type Outbox = { text: string; messages: { text: string }[] };

test('the manager registers, finds, edits and removes a partner company; one with our members stays', async ({
  page,
}) => {
  const name = `株式会社E2E設備${Date.now() % 100000}`;
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await page.getByRole('link', { name: '協力会社管理' }).click();
  await expect(page).toHaveURL(/\/setting\/subcontractor$/);
  const list = page.getByRole('list', { name: '協力会社一覧' });

  // 株式会社木村設備 uses the product and our partner workers belong to it: not editable, not removable.
  const kimura = list.getByRole('listitem').filter({ hasText: '株式会社木村設備' });
  await expect(kimura.getByText('利用中の会社')).toBeVisible();
  await expect(kimura.getByRole('button', { name: /を編集$/ })).toHaveCount(0);
  await kimura.getByRole('button', { name: '株式会社木村設備を削除' }).click();
  const confirm = page.getByRole('alertdialog', { name: '協力会社の削除' });
  await expect(confirm.getByText(/所属するメンバーがいるため削除できません/)).toBeVisible();
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '所属するメンバーがいるため' })).toBeVisible();
  await expect(kimura).toBeVisible();

  // Our own company id cannot be added as a partner.
  const ownId =
    (await page
      .getByText(/自社の会社ID/)
      .locator('strong')
      .textContent()) ?? '';
  await page.getByRole('button', { name: '登録済みの会社を追加' }).click();
  const add = page.getByRole('dialog', { name: '登録済みの会社を追加' });
  await add.getByRole('textbox', { name: '会社ID' }).fill(ownId);
  await add.getByRole('button', { name: '追加' }).click();
  await expect(add.getByText('自社を協力会社として登録することはできません。')).toBeVisible();
  await add.getByRole('button', { name: 'キャンセル' }).click();

  // A new partner: the name is required, then it is registered.
  await page.getByRole('button', { name: '協力会社を登録' }).click();
  const form = page.getByRole('dialog', { name: '協力会社の登録' });
  await form.getByRole('button', { name: '登録' }).click();
  await expect(form.getByText('会社名を入力してください。')).toBeVisible();
  await form.getByRole('textbox', { name: '会社名', exact: true }).fill(name);
  await form.getByRole('textbox', { name: '電話番号' }).fill('092-000-1234');
  await form.getByRole('button', { name: '登録' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name}を登録しました。` })).toBeVisible();

  // Found by its phone number.
  const search = page.getByRole('form', { name: '協力会社の検索' });
  await search.getByRole('searchbox').fill('092-000-1234');
  await search.getByRole('button', { name: '検索' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(name)).toBeVisible();

  // Edited: the representative is saved and shown.
  await list.getByRole('button', { name: `${name}を編集` }).click();
  const edit = page.getByRole('dialog', { name: '協力会社の編集' });
  await expect(edit.getByRole('textbox', { name: '会社名', exact: true })).toHaveValue(name);
  await edit.getByRole('textbox', { name: '代表者名(姓)' }).fill('木下');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(list.getByText(/代表者 木下/)).toBeVisible();

  // Removed after the confirmation.
  await list.getByRole('button', { name: `${name}を削除` }).click();
  await page
    .getByRole('alertdialog', { name: '協力会社の削除' })
    .getByRole('button', { name: '削除する' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name}を協力会社から削除しました。` }),
  ).toBeVisible();
  await expect(page.getByText('検索結果がありません')).toBeVisible();
});

test('the manager invites the representative of 有限会社佐藤塗装 by e-mail; who registers through the mail belongs to that partner', async ({
  page,
  browser,
  request,
}) => {
  const partner = '有限会社佐藤塗装';
  const email = `rep-${Date.now()}@sato-tosou.example.jp`;
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await page.goto('/setting/subcontractor');
  const row = page
    .getByRole('list', { name: '協力会社一覧' })
    .getByRole('listitem')
    .filter({ hasText: partner });
  const membersBefore = Number((await row.textContent())?.match(/所属メンバー (\d+)人/)?.[1]);

  // The 招待 dialog of that row: the rule of talk §5 first, then one row by e-mail.
  await row.getByRole('button', { name: `${partner}のメンバーを招待` }).click();
  const dialog = page.getByRole('dialog', { name: '協力会社のメンバーを招待' });
  await expect(dialog.getByText(`${partner}の代表者やメンバーを招待します`, { exact: false })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'メールアドレス' })).toBeChecked();
  // 招待先: one of our sites, whose room the representative joins on registering.
  await dialog.getByRole('combobox', { name: '招待先' }).selectOption({ label: '博多駅前ビル 外装改修工事' });
  await dialog.getByRole('textbox', { name: 'お名前(姓)' }).fill('佐藤');
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill('sato@');
  await dialog.getByRole('button', { name: '招待する' }).click();
  await expect(dialog.getByText('正しいメールアドレスを入力してください。')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await dialog.getByRole('button', { name: '招待する' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${partner}の1人に招待メールを送信しました。` }),
  ).toBeVisible();
  const pending = page
    .getByRole('list', { name: '招待中の協力会社メンバー' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(pending).toContainText(`（${partner}）`);
  await expect(pending).toContainText(`メール ${email}`);

  // Inviting the same address again is refused on its row.
  await row.getByRole('button', { name: `${partner}のメンバーを招待` }).click();
  await dialog.getByRole('textbox', { name: 'お名前(姓)' }).fill('佐藤');
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await dialog.getByRole('button', { name: '招待する' }).click();
  await expect(dialog.getByRole('listitem', { name: '1人目' })).toContainText('招待中のため登録できません');
  await expect(dialog.getByRole('textbox', { name: 'メールアドレス' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByRole('button', { name: '閉じる' }).click();

  // The mail, read from the development outbox, carries the link on its own line.
  const outbox = await request.get(`/__dev/mail-outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const mail = (await outbox.json()) as Outbox;
  const link = mail.text.split('\n').find((line) => /^https?:\/\/\S+\/invitation_user\/[\w-]+$/.test(line));
  expect(link).toBeTruthy();

  // The representative registers in a browser of their own.
  const own = await browser.newContext();
  const rep = await own.newPage();
  await rep.goto(link ?? '');
  await rep.getByRole('textbox', { name: 'お名前(名)' }).fill('健一');
  await rep.getByLabel('パスワード', { exact: true }).fill('genba123');
  await rep.getByLabel('パスワード(確認)', { exact: true }).fill('genba123');
  await rep.getByRole('checkbox', { name: '利用規約に同意する' }).click();
  await rep.getByRole('button', { name: '登録してはじめる' }).click();
  await expect(rep).toHaveURL(/\/talk\/field\/\d+$/);
  await expect(rep.getByText('博多駅前ビル 外装改修工事').first()).toBeVisible();
  await own.close();

  // The invitation has left the pending list, and the partner counts one member more.
  await page.reload();
  await expect(page.getByRole('list', { name: '協力会社一覧' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(row).toContainText(`所属メンバー ${membersBefore + 1}人`);

  // Member information shows the new member with the partner company's name.
  await page.goto('/member/information');
  const member = page.getByRole('row').filter({ hasText: email });
  await expect(member).toContainText('佐藤 健一');
  await expect(member).toContainText(partner);
});

test("a general member's menu has no 協力会社管理 and a direct visit to /setting/subcontractor is sent to /talk", async ({
  page,
}) => {
  await loginByApi(page, 'ippan@example.com', DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByRole('link', { name: '協力会社管理' })).toHaveCount(0);
  await page.goto('/setting/subcontractor');
  await expect(page).toHaveURL(/\/talk$/);
});
