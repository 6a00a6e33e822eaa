import { expect } from '@playwright/test';
import { DEMO, loginByApi, loginByEmail, test } from './support.ts';

/**
 * Issue 10, member form and settings: the manager creates an office and an
 * occupation, adds a member with the member form (the new occupation in its
 * worker list), then moves them to the new office with another authority; the
 * new member logs in and can open only what that authority allows.
 */
test('a manager creates an office, adds a member and edits their office and authority; the member sees only what it allows', async ({
  page,
  browser,
}) => {
  // Two browsers and five screens on a shared 2-core machine.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const office = `北九州営業所${stamp % 1000}`;
  const email = `aida-${stamp}@example.com`;

  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);

  // A new office on /setting/office.
  await page.goto('/setting/office');
  await expect(page.getByRole('heading', { name: '営業所設定', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '営業所を追加' }).click();
  const officeDialog = page.getByRole('dialog', { name: '営業所の登録' });
  await officeDialog.getByRole('button', { name: '登録' }).click();
  await expect(officeDialog.getByText('営業所名を入力してください。')).toBeVisible();
  await officeDialog.getByRole('textbox', { name: '営業所名', exact: true }).fill(office);
  await officeDialog.getByRole('button', { name: '登録' }).click();
  await expect(officeDialog).toBeHidden();
  await expect(page.getByRole('list', { name: '営業所一覧' }).getByText(office)).toBeVisible();

  // A new occupation on /setting/occupations (reached from the settings nav) appears in the member form.
  const occupation = `左官${stamp % 1000}`;
  await page.goto('/member/information');
  await page.getByRole('navigation', { name: '設定' }).getByRole('link', { name: '職種設定' }).click();
  await expect(page.getByRole('heading', { name: '職種設定', level: 1 })).toBeVisible();
  const addOccupation = page.getByRole('form', { name: '職種の追加' });
  await addOccupation.getByRole('textbox', { name: '職種名' }).fill(occupation);
  await addOccupation.getByRole('button', { name: '追加' }).click();
  await expect(page.getByRole('list', { name: '職種一覧' }).getByText(occupation)).toBeVisible();
  await page.getByRole('link', { name: '設定に戻る' }).click();

  // A member added with the member form: 一般 in the head office, PC login.
  await expect(page).toHaveURL(/\/member\/information$/);
  await page.getByRole('button', { name: 'メンバー登録' }).click();
  const create = page.getByRole('dialog', { name: 'メンバー登録' });
  await create.getByRole('textbox', { name: '氏名(姓)' }).fill('相田');
  await create.getByRole('textbox', { name: '氏名(名)' }).fill('実');
  await create.getByRole('textbox', { name: 'フリガナ(姓)' }).fill('アイダ');
  await create.getByLabel('権限').selectOption({ label: '一般' });
  await create.getByLabel('営業所').selectOption({ label: '本社' });
  await create.getByLabel('ログイン方法').selectOption({ label: 'PCのみ' });
  await create.getByLabel('職種').selectOption({ label: occupation });
  await create.getByRole('button', { name: '登録' }).click();
  // core §5: a PC login needs an e-mail and a password.
  await expect(create.getByText('メールアドレスを入力してください').first()).toBeVisible();
  await create.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await create.getByRole('textbox', { name: 'パスワード', exact: true }).fill('aida1234');
  await create.getByRole('textbox', { name: 'パスワード(確認)', exact: true }).fill('aida1234');
  await create.getByRole('button', { name: '登録' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '相田さんを登録しました。' })).toBeVisible();

  // The row opens the member: move them to the new office as 営業.
  const table = page.getByRole('table', { name: 'メンバー一覧' });
  await table.getByRole('button', { name: '相田 実' }).click();
  const edit = page.getByRole('dialog', { name: 'メンバー編集' });
  await expect(edit.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(email);
  await expect(edit.getByLabel('職種').locator('option:checked')).toHaveText(occupation);
  await edit.getByLabel('権限').selectOption({ label: '営業' });
  await edit.getByLabel('営業所').selectOption({ label: office });
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await page.getByLabel('営業所').first().selectOption({ label: office });
  const row = table.getByRole('row').filter({ hasText: '相田 実' });
  await expect(row).toContainText('営業');
  await expect(row).toContainText(office);

  // The new member logs in (on their own browser), agrees to the terms, and gets what 営業 allows.
  const context = await browser.newContext();
  const aida = await context.newPage();
  await loginByEmail(aida, email, 'aida1234');
  await expect(aida.getByRole('heading', { name: '利用規約' })).toBeVisible();
  await aida.getByLabel('利用規約に同意する').check();
  await aida.getByRole('button', { name: '同意する' }).click();
  await expect(aida).toHaveURL(/\/talk$/);
  await expect(aida.getByRole('link', { name: 'メンバー管理' })).toHaveCount(0);
  await aida.goto('/member/information');
  await expect(aida).toHaveURL(/\/talk$/);
  await aida.goto('/setting/office');
  await expect(aida).toHaveURL(/\/talk$/);
  await aida.goto('/customer');
  await expect(aida).toHaveURL(/\/customer$/);
  await context.close();
});
