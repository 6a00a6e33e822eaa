import { expect } from '@playwright/test';
import { DEMO, loginByEmail, test } from './support.ts';

test('the manager registers, finds, edits and removes a partner company; one with our members stays', async ({
  page,
}) => {
  const name = `株式会社E2E設備${Date.now() % 100000}`;
  await loginByEmail(page, DEMO.manager.email, DEMO.manager.password);
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

test("a general member's menu has no 協力会社管理 and a direct visit to /setting/subcontractor is sent to /talk", async ({
  page,
}) => {
  await loginByEmail(page, 'ippan@example.com', DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);
  await expect(page.getByRole('link', { name: '協力会社管理' })).toHaveCount(0);
  await page.goto('/setting/subcontractor');
  await expect(page).toHaveURL(/\/talk$/);
});
