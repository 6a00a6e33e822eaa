import { expect, type Locator, type Page } from '@playwright/test';
import { atSeedDay } from './seedClock.ts';
import { DEMO, expectTalkWithSeededProject, loginByApi, SEEDED_PROJECT, test } from './support.ts';

/**
 * Issue 14 "Done when": on /board the company manager drags a task, resizes
 * it, confirms a bulk move of a parent (変更する) and undoes it; every change
 * is saved on the real server. The seed pins the tasks to November 2026 and
 * the board opens on the browser's current month, so the browser's clock is set
 * to the seed's day (seedClock.ts): the test passes on any real date.
 */

const bar = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d{4}/`) });

type BoardTask = { name: string; start_date: string; end_date: string };
type Board = { projects: { case_name: string; tasks: BoardTask[] }[] };

/** What the server has now (the page's session cookie travels with the request). */
const serverTask = async (page: Page, name: string) => {
  const answer = await page.request.get('/api/schedule/board?offset=0&limit=30');
  expect(answer.ok()).toBe(true);
  const board = (await answer.json()) as Board;
  const task = board.projects.find((p) => p.case_name === SEEDED_PROJECT)?.tasks.find((t) => t.name === name);
  if (!task) throw new Error(`${name} is not on the server's board`);
  return `${task.start_date}〜${task.end_date}`;
};

const drag = async (page: Page, from: { x: number; y: number }, dx: number) => {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Several steps, as a hand moves: the bar snaps to whole days on the way.
  await page.mouse.move(from.x + dx / 2, from.y, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y, { steps: 4 });
  await page.mouse.up();
};

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('bar not laid out');
  return b;
};

test('the schedule board moves, resizes, bulk-moves a parent and undoes, saved on the server', async ({
  page,
}) => {
  await atSeedDay(page);
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expectTalkWithSeededProject(page);
  await page.goto('/board');
  await expect(page.getByRole('region', { name: '工程表' })).toBeVisible();
  await page.getByRole('button', { name: '2か月' }).click();

  // Drag: 外壁洗浄 (11/30〜12/04) two days later; 18 px per day in the 2-month view.
  const wash = bar(page, '外壁洗浄');
  await expect(wash).toHaveAccessibleName(/^外壁洗浄 2026\/11\/30〜2026\/12\/04/);
  const w = await box(wash);
  await drag(page, { x: w.x + 20, y: w.y + w.height / 2 }, 18 * 2);
  await expect(wash).toHaveAccessibleName(/^外壁洗浄 2026\/12\/02〜2026\/12\/06/);
  await expect(
    page.getByRole('status').filter({ hasText: '1件のタスクの日程を変更しました。' }),
  ).toBeVisible();
  await expect.poll(() => serverTask(page, '外壁洗浄')).toBe('2026-12-02〜2026-12-06');

  // Resize: its end handle one day later.
  const r = await box(wash);
  await drag(page, { x: r.x + r.width - 3, y: r.y + r.height / 2 }, 18);
  await expect(wash).toHaveAccessibleName(/^外壁洗浄 2026\/12\/02〜2026\/12\/07/);
  await expect.poll(() => serverTask(page, '外壁洗浄')).toBe('2026-12-02〜2026-12-07');

  // Bulk move of a parent from the keyboard: 足場組立 and its three sub-tasks, after 変更する.
  const scaffold = bar(page, '足場組立');
  await scaffold.focus();
  await page.keyboard.press('ArrowRight');
  const dialog = page.getByRole('alertdialog', { name: '日程の一括変更' });
  await expect(dialog).toContainText('4件のタスクの日程を変更します。');
  await dialog.getByRole('button', { name: '変更する' }).click();
  await expect(bar(page, '足場検査')).toHaveAccessibleName(/^足場検査 2026\/11\/27〜2026\/11\/28/);
  await expect.poll(() => serverTask(page, '足場材搬入')).toBe('2026-11-17〜2026-11-18');

  // Undo the last change: the parent and its sub-tasks go back, on the server too.
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(bar(page, '足場検査')).toHaveAccessibleName(/^足場検査 2026\/11\/26〜2026\/11\/27/);
  await expect.poll(() => serverTask(page, '足場材搬入')).toBe('2026-11-16〜2026-11-17');
  await expect.poll(() => serverTask(page, '足場組立')).toBe('2026-11-16〜2026-11-27');

  // A reload shows what the server kept.
  await page.reload();
  await page.getByRole('button', { name: '2か月' }).click();
  await expect(bar(page, '外壁洗浄')).toHaveAccessibleName(/^外壁洗浄 2026\/12\/02〜2026\/12\/07/);
});
