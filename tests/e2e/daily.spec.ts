import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, loginForeman, SEEDED_PROJECT, signIn, test } from './support.ts';

/**
 * Issue 13 "Done when": the foreman writes today's report with weather and two work details, the
 * manager confirms it on the all-members page, the foreman clocks in and out and asks for a
 * change, the manager approves it, and the totals page exports an Excel file whose man-days
 * match the report (one report-day, approved at 08:00-17:00 with an hour's rest: 1 人工).
 */

const FOREMAN = '鈴木 一郎';

const todayInJapan = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

test('daily report → confirmation → attendance change → approval → Excel totals', async ({ browser }) => {
  const today = todayInJapan();

  // The foreman writes today's report.
  const foreman = await (await browser.newContext()).newPage();
  await loginForeman(foreman);
  await foreman.goto('/daily/daily-create');
  await expect(foreman.getByLabel('現場', { exact: true })).toHaveValue(/\d+/);
  await foreman.getByLabel('現場', { exact: true }).selectOption({ label: SEEDED_PROJECT });
  await foreman.getByLabel('天気').selectOption('晴れ');
  await foreman.getByLabel('気温').fill('18.5');
  await foreman.getByLabel('湿度').fill('');
  // Times come from the attendance clock below, not from the report.
  await foreman.getByLabel('出勤', { exact: true }).fill('');
  await foreman.getByLabel('退勤', { exact: true }).fill('');
  await foreman.getByLabel('作業内容', { exact: true }).fill('足場点検');
  await foreman.getByRole('button', { name: '作業内容を追加' }).click();
  await foreman.getByLabel('作業内容', { exact: true }).nth(1).fill('外壁高圧洗浄');
  await foreman.getByRole('button', { name: '登録' }).click();
  await expect(foreman.getByRole('status')).toContainText(`${today}の日報を登録しました。`);

  // The manager confirms it on the all-members page.
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await manager.goto('/daily/allmembers/daily-confirm');
  const card = manager.getByRole('article', { name: `${today} ${FOREMAN} ${SEEDED_PROJECT}` });
  await expect(card).toContainText('足場点検');
  await expect(card).toContainText('外壁高圧洗浄');
  await expect(card).toContainText('天気 晴れ / 気温 18.5℃ / 湿度 —%');
  await card.getByRole('checkbox', { name: `${FOREMAN}の日報を選択` }).check();
  await manager.getByRole('button', { name: '選択した日報を確認' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: '確認する' }).click();
  await expect(manager.getByRole('status')).toHaveText('1件の日報を確認しました。');
  await expect(card).toHaveCount(0);

  // The foreman clocks in and out, then asks for the real times.
  await foreman.goto('/attendance');
  await foreman.getByLabel('現場', { exact: true }).selectOption({ label: SEEDED_PROJECT });
  await foreman.getByRole('button', { name: '出勤', exact: true }).click();
  await expect(foreman.getByRole('button', { name: '退勤', exact: true })).toBeEnabled();
  await foreman.getByRole('button', { name: '退勤', exact: true }).click();
  const request = foreman.getByRole('form', { name: '勤怠の変更申請' });
  await request.getByLabel('申請する出勤時刻').fill('08:00');
  await request.getByLabel('申請する退勤時刻').fill('17:00');
  await request.getByLabel('申請する休憩（分）').fill('60');
  await request.getByLabel('申請理由').fill('打刻を忘れたため');
  await request.getByRole('button', { name: '変更申請' }).click();
  await expect(foreman.getByText('変更申請中（承認待ち）です。')).toBeVisible();

  // The manager approves it.
  await manager.goto('/attendance');
  const pending = manager.getByRole('listitem', { name: `${FOREMAN} ${today}の変更申請` });
  await expect(pending).toContainText('打刻を忘れたため');
  await pending.getByLabel('コメント').fill('承認します');
  await pending.getByRole('button', { name: '承認' }).click();
  await expect(pending).toHaveCount(0);

  // Totals for today, exported to Excel: the foreman's man-days are the report's one day.
  await manager.goto('/aggregate');
  await manager.getByLabel('開始日').fill(today);
  await manager.getByLabel('終了日').fill(today);
  await manager.getByRole('button', { name: '集計' }).click();
  const members = manager.getByRole('table', { name: 'メンバー別' });
  await expect(members.getByRole('row', { name: new RegExp(FOREMAN) })).toContainText('8:00');
  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Excel出力' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  const file = await readFile(await download.path());
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  const sheet = book.getWorksheet('メンバー別');
  const header = sheet?.getRow(2).values as unknown[];
  const manDaysColumn = header.indexOf('人工');
  expect(manDaysColumn).toBeGreaterThan(0);
  let foremanManDays: unknown;
  sheet?.eachRow((row) => {
    if (row.getCell(1).value === FOREMAN) foremanManDays = row.getCell(manDaysColumn).value;
  });
  expect(foremanManDays).toBe(1);
});
