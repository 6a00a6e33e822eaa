import { expect } from '@playwright/test';
import { DEMO, loginByApi, test } from './support.ts';

/**
 * Issue 9's path: a company manager registers a customer, a building and a
 * project from the UI, finds the project in /case by a filter, follows its
 * talk-room link, records and deletes a business-history entry, changes its status and sees the
 * new badge, and deletes it.
 */
test('customer, building and project from the UI to the case list and back out', async ({ page }) => {
  // The whole issue-9 path in one browser; with the business-history steps it outgrows 60 s on a loaded machine.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const customer = `e2e顧客 ${stamp}`;
  const building = `e2e物件 ${stamp}`;
  const caseName = `e2e案件 ${stamp}`;

  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/talk$/);

  // A customer, with a mistake first: the Japanese message sits on the field.
  await page.goto('/customer');
  const customerForm = page.getByRole('form', { name: '顧客の登録' });
  await customerForm.getByRole('button', { name: '顧客を登録' }).click();
  await expect(customerForm.getByText('顧客名を入力してください。')).toBeVisible();
  await customerForm.getByRole('textbox', { name: '顧客名', exact: true }).fill(customer);
  await customerForm.getByRole('button', { name: '顧客を登録' }).click();
  await expect(page.getByRole('table', { name: '顧客一覧' }).getByText(customer)).toBeVisible();

  // A building of that customer; core §5's limits are checked before anything is sent.
  await page.goto('/building');
  const buildingForm = page.getByRole('form', { name: '物件の登録' });
  await buildingForm.getByRole('textbox', { name: '物件名', exact: true }).fill(building);
  await buildingForm.getByLabel('階数').fill('1000');
  await buildingForm.getByRole('button', { name: '物件を登録' }).click();
  await expect(buildingForm.getByText('階数は3桁以内の半角数字で入力してください。')).toBeVisible();
  await buildingForm.getByLabel('階数').fill('3');
  await buildingForm.getByRole('combobox', { name: '顧客' }).selectOption({ label: customer });
  await buildingForm.getByRole('button', { name: '物件を登録' }).click();
  await expect(page.getByRole('table', { name: '物件一覧' }).getByText(building)).toBeVisible();

  // The project: 案件名 and 登録 are the form's fixed points.
  await page.goto('/case');
  await page.getByRole('button', { name: '案件を登録' }).click();
  await expect(page).toHaveURL(/\/case\/new$/);
  await page.getByRole('textbox', { name: '案件名', exact: true }).fill(caseName);
  await page.getByRole('combobox', { name: '顧客', exact: true }).selectOption({ label: customer });
  await page.getByRole('combobox', { name: '物件', exact: true }).selectOption({ label: building });
  await page.getByLabel('進捗状況').selectOption({ label: '着工前' });
  await page.getByLabel('着工日').fill('2026-12-10');
  await page.getByLabel('完工日').fill('2026-12-01');
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText('終了日は開始日以降の日付を入力してください')).toBeVisible();
  await page.getByLabel('完工日').fill('2026-12-24');
  // A team of /setting/company-team (the seed's 大工班).
  await page.getByRole('group', { name: 'チーム' }).getByRole('checkbox', { name: '大工班' }).check();
  await page.getByRole('button', { name: '登録', exact: true }).click();

  // Found in the case list by a filter (the form hands over to /case?keyword=…); then by status too.
  await expect(page).toHaveURL(/\/case\?keyword=/);
  const table = page.getByRole('table', { name: '案件一覧' });
  const row = table.getByRole('row').filter({ hasText: caseName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(customer)).toBeVisible();
  await page.getByLabel('進捗状況').selectOption({ label: '着工前' });
  await expect(page).toHaveURL(/status=2/);
  await expect(row.locator('[data-status="2"]')).toHaveText('着工前');
  await page.getByLabel('進捗状況').selectOption({ label: '完工' });
  await expect(table.getByRole('row').filter({ hasText: caseName })).toHaveCount(0);
  await expect(page.getByText('検索結果がありません')).toBeVisible();
  await page.getByLabel('進捗状況').selectOption({ label: 'すべて' });
  // The team chosen in the form is the case list's team filter.
  await page.getByRole('combobox', { name: 'チーム' }).selectOption('大工班');
  await expect(page).toHaveURL(/team=/);
  await expect(row).toHaveCount(1);
  await page.getByRole('combobox', { name: 'チーム' }).selectOption('設備班');
  await expect(table.getByRole('row').filter({ hasText: caseName })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'チーム' }).selectOption('');

  // Its talk room opens from the row's case name: the room carries the project's name and the composer.
  const link = row.getByRole('link', { name: caseName, exact: true });
  await expect(link).toHaveAttribute('href', /^\/talk\/field\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(/\/talk\/field\/\d+$/);
  await expect(
    page.getByRole('region', { name: caseName }).getByRole('heading', { name: caseName }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  await expect(page.getByRole('button', { name: '送信', exact: true })).toBeVisible();
  // A new project's room: no messages yet, and the member panel beside it.
  await expect(page.getByText('メッセージはまだありません。最初のメッセージを送りましょう。')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'ルームの情報' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/case\?keyword=/);

  // Edit the status and see the new badge.
  await row.getByRole('link', { name: `${caseName}を編集` }).click();
  await expect(page).toHaveURL(/\/case\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: '案件名', exact: true })).toHaveValue(caseName);

  // Business history (営業履歴) on the same page: add an entry after a mistake, see it, delete it after confirming.
  await expect(page.getByText('営業履歴はまだありません。')).toBeVisible();
  await page.getByRole('button', { name: '営業履歴を追加' }).click();
  const historyForm = page.getByRole('form', { name: '営業履歴の登録' });
  await historyForm.getByLabel('対応日').fill('2026-11-20');
  await historyForm.getByRole('combobox', { name: '対応区分', exact: true }).selectOption({ label: '電話' });
  await historyForm.getByLabel('開始時刻').fill('11:00');
  await historyForm.getByLabel('終了時刻').fill('10:30');
  await historyForm.getByRole('button', { name: '登録', exact: true }).click();
  await expect(historyForm.getByText('終了時刻は開始時刻以降の時刻を入力してください')).toBeVisible();
  await historyForm.getByLabel('終了時刻').fill('11:30');
  await historyForm.getByRole('checkbox', { name: 'クレーム' }).check();
  await historyForm.getByRole('textbox', { name: 'メモ' }).fill('足場の音について近隣からご連絡');
  await historyForm.getByRole('button', { name: '登録', exact: true }).click();
  await expect(historyForm).toBeHidden();
  const history = page.getByRole('list', { name: /営業履歴/ });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('2026/11/20 11:00〜11:30');
  await expect(history).toContainText('クレーム');
  await expect(history).toContainText('足場の音について近隣からご連絡');
  // A file attached to the entry is stored and listed under it.
  await history.getByLabel('ファイルを添付').setInputFiles({
    name: '近隣連絡メモ.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%e2e\n'),
  });
  await expect(history.getByRole('button', { name: '近隣連絡メモ.pdf', exact: true })).toBeVisible();
  await history.getByRole('button', { name: '2026/11/20 11:00〜11:30の電話を削除' }).click();
  const historyDialog = page.getByRole('alertdialog');
  await expect(historyDialog).toContainText('削除した履歴は元に戻すことはできません。');
  await historyDialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('営業履歴はまだありません。')).toBeVisible();

  await page.getByLabel('進捗状況').selectOption({ label: '施工中' });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/case\?keyword=/);
  await expect(table.getByRole('row').filter({ hasText: caseName }).locator('[data-status="0"]')).toHaveText(
    '施工中',
  );

  // Delete, after core §8's warning.
  await table
    .getByRole('row')
    .filter({ hasText: caseName })
    .getByRole('link', { name: `${caseName}を編集` })
    .click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('案件のすべての情報が削除され、元に戻すことはできません。');
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page).toHaveURL(/\/case$/);
  await page.goto(`/case?keyword=${encodeURIComponent(caseName)}`);
  await expect(page.getByText('検索結果がありません')).toBeVisible();
});
