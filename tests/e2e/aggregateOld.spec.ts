import { expect } from '@playwright/test';
import { DEMO, loginByApi, signIn, test } from './support.ts';

/**
 * Issue 13 item 6: /aggregate-old keeps the simpler per-member view of the totals. The manager
 * reaches it from /aggregate and sees the seeded workers' man-days over the default range (the
 * seed's weekdays before today), with a totals row that is their sum; a general member is refused
 * the totals there exactly as on /aggregate.
 */

/** The seed's attendance (seed/daily.ts): the foreman and the partner company's foreman. */
const SEEDED_WORKERS = ['鈴木 一郎', '林 勇気'];
const REFUSED = '勤怠集計を閲覧する権限がありません。';

test('the manager reads the per-member man-days on /aggregate-old, and their total', async ({ browser }) => {
  const manager = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await manager.goto('/aggregate');
  await manager.getByRole('link', { name: '旧集計表示' }).click();
  await expect(manager).toHaveURL(/\/aggregate-old$/);
  await expect(manager.getByRole('heading', { level: 1, name: '旧集計表示' })).toBeVisible();

  const members = manager.getByRole('table', { name: 'メンバー別' });
  for (const name of SEEDED_WORKERS)
    await expect(members.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  const headers = await members.getByRole('columnheader').allTextContents();
  const manDays = headers.indexOf('人工');
  expect(manDays).toBeGreaterThan(0);
  const perMember = await members
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => Number(r.children[i]?.textContent)), manDays);
  const total = Number(await members.locator('tfoot tr > *').nth(manDays).textContent());
  // Two months of weekdays each: well above zero, and the footer is their sum.
  expect(perMember.length).toBeGreaterThanOrEqual(SEEDED_WORKERS.length);
  expect(perMember.every((n) => Number.isFinite(n) && n >= 0)).toBe(true);
  expect(total).toBeGreaterThan(20);
  expect(total).toBeCloseTo(
    perMember.reduce((a, b) => a + b, 0),
    5,
  );
  await expect(members.getByRole('rowheader', { name: '合計' })).toBeVisible();
  await expect(members.getByRole('columnheader', { name: '原価(円)' })).toHaveCount(0);
});

test("a general member's direct visit to /aggregate-old is refused as /aggregate's is", async ({ page }) => {
  await loginByApi(page, 'ippan@example.com', DEMO.manager.password);
  for (const path of ['/aggregate', '/aggregate-old']) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
    await expect(page.getByRole('table', { name: 'メンバー別' })).toHaveCount(0);
  }
});
