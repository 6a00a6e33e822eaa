import { expect } from '@playwright/test';
import { DEMO, openSeededRoom, openSeededRoomAs, SEEDED_PROJECT, signIn, test, timeline } from './support.ts';

/**
 * Issue 13 item 1 and talk §7 shareFieldPhoto: a daily sent to the talk from its detail page
 * appears on the site room's board (the side panel's 日報 tab) and in the talk, where its heading
 * opens the report's popup and 詳細を見る the report; photos
 * chosen in the album and sent to the talk reach the room live as one photo message.
 */

const MANAGER_NAME = '山田 太郎';

const dayInJapan = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A Saturday three weeks back (Japan): the seed writes weekday dailies only, dailyPages.spec.ts
 * writes last weekend's and daily.spec.ts today's.
 */
const saturdayThreeWeeksBack = () => {
  let back = 15;
  while (new Date(`${dayInJapan(-back)}T00:00:00Z`).getUTCDay() !== 6) back += 1;
  return dayInJapan(-back);
};

const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

test("a daily sent to the talk from its detail appears on the room's board and in the talk, and opens its popup and report", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const date = saturdayThreeWeeksBack();
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await manager.goto('/daily/daily-create');
  await manager.getByLabel('現場', { exact: true }).selectOption({ label: SEEDED_PROJECT });
  await manager.getByLabel('日付', { exact: true }).fill(date);
  await manager.getByLabel('作業内容', { exact: true }).fill('掲示板テスト 外壁洗浄');
  await manager.getByRole('button', { name: '登録' }).click();
  await expect(manager.getByRole('status')).toContainText(`${date}の日報を登録しました。`);
  await manager.getByRole('link', { name: '詳細を見る' }).click();
  await expect(manager).toHaveURL(/\/daily\/detail\/\d+$/);
  const detailUrl = new URL(manager.url()).pathname;

  // The foreman has the room open: the post arrives in the talk live.
  const foreman = await openSeededRoomAs(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);
  const heading = `【日報】${monthDay(date)} ${MANAGER_NAME}`;

  await manager.getByRole('button', { name: 'トークに送信' }).click();
  const dialog = manager.getByRole('alertdialog');
  await expect(dialog).toContainText(`「${SEEDED_PROJECT}」の現場トークに送信します`);
  await dialog.getByRole('button', { name: 'トークに送信' }).click();
  await expect(manager.getByRole('status')).toHaveText('日報をトークに送信しました。');
  await expect(timeline(foreman).getByText(heading)).toBeVisible({ timeout: 15_000 });

  // The room's board lists it under 日報; its heading opens the report's popup.
  const panel = foreman.getByRole('complementary', { name: 'ルームの情報' });
  await panel.getByRole('tab', { name: '日報' }).click();
  await panel.getByRole('button', { name: heading }).click();
  const boardPopup = foreman.getByRole('dialog', { name: `${date}の日報` });
  await expect(boardPopup).toContainText('掲示板テスト 外壁洗浄');
  await expect(boardPopup.getByRole('link', { name: '詳細を見る' })).toHaveAttribute('href', detailUrl);
  await foreman.keyboard.press('Escape');
  await expect(boardPopup).toBeHidden();

  // In the talk, the posted daily's heading opens the same 290 px popup; 詳細を見る reaches the report.
  await manager.goto('/talk');
  await openSeededRoom(manager);
  await timeline(manager).getByRole('button', { name: heading }).last().click();
  const popup = manager.getByRole('dialog', { name: `${date}の日報` });
  await expect(popup).toContainText(MANAGER_NAME);
  await expect(popup).toContainText('未確認');
  expect((await popup.boundingBox())?.width).toBe(290);
  await popup.getByRole('link', { name: '詳細を見る' }).click();
  await expect(manager).toHaveURL(detailUrl);
  await expect(manager.getByRole('article', { name: `${date} ${MANAGER_NAME}の日報` })).toContainText(
    '掲示板テスト 外壁洗浄',
  );
});

test('photos chosen in the album and sent to the talk reach the room live', async ({ browser }) => {
  test.setTimeout(120_000);
  const foreman = await openSeededRoomAs(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await manager.goto('/album');
  // The seeded album's tiles are buttons named by their photos' upload file names.
  const tile = manager.getByRole('button', { name: /^IMG_\d{4}\.jpg$/ }).first();
  await expect(tile).toBeVisible({ timeout: 30_000 });
  const name = (await tile.locator('img').getAttribute('alt')) ?? '';
  const shown = timeline(foreman).getByRole('button', { name: `写真を開く: ${name}` });
  const before = await shown.count();

  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await manager.getByRole('button', { name: 'トークに送信' }).click();
  const dialog = manager.getByRole('alertdialog');
  await expect(dialog).toContainText(`選択した写真1枚を「${SEEDED_PROJECT}」の現場トークに送信します。`);
  await dialog.getByRole('button', { name: 'トークに送信' }).click();
  await expect(manager.getByText('写真1枚をトークに送信しました。')).toBeVisible();

  await expect(shown).toHaveCount(before + 1, { timeout: 15_000 });
});
