import { expect } from '@playwright/test';
import { DEMO, SEEDED_PROJECT, signIn, test } from './support.ts';

/**
 * Issue 12's change feed on the real server: two browsers on /album. The second hides a photo; the
 * first, which had it selected, sees it leave the grid and its selection when its window regains
 * focus (getAlbumCaching since its last sync), without a reload.
 */
test('a photo hidden in one browser leaves the other open album and its selection', async ({ browser }) => {
  const watcher = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await watcher.goto('/album');
  const firstTile = watcher.getByRole('button', { name: /^IMG_\d{4}\.jpg/ }).first();
  await expect(firstTile).toBeVisible();
  const name = (await firstTile.locator('img').getAttribute('alt')) ?? '';
  expect(name).toMatch(/^IMG_\d{4}\.jpg$/);
  const tileIn = (page: typeof watcher) => page.getByRole('button', { name, exact: true });
  await tileIn(watcher).click();
  await expect(watcher.getByText('1枚選択中')).toBeVisible();
  const watcherCalls: string[] = [];
  watcher.on('request', (request) => watcherCalls.push(request.url()));
  const loads = () => watcherCalls.filter((url) => url.includes('/getCommonAlbumAllData/')).length;

  const other = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await other.goto('/album');
  await tileIn(other).click();
  await other.getByRole('button', { name: '削除', exact: true }).click();
  await other.getByRole('button', { name: '選択した写真を削除' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
  await expect(tileIn(other)).toHaveCount(0);

  // The first browser's window regains focus: it asks the feed and merges, with no reload of the album.
  await watcher.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(tileIn(watcher)).toHaveCount(0);
  await expect(watcher.getByText('1枚選択中')).toHaveCount(0);
  expect(watcherCalls.some((url) => url.includes('/api/album/getAlbumCaching'))).toBe(true);
  expect(loads()).toBe(0);
});

/**
 * The saved order on the real server: in the seeded project's album grouped by 時期, the first photo
 * moved one place on from its handle by keyboard is saved (updateBuildingPictureLastSorting), and
 * a reload shows the group in that order.
 */
test('a photo moved in its 時期 group keeps its place after a reload', async ({ browser }) => {
  const page = await signIn(browser, DEMO.manager.email, DEMO.manager.password);
  await page.getByRole('link', { name: SEEDED_PROJECT }).click();
  await expect(page).toHaveURL(/\/talk\/field\/\d+$/);
  const projectId = new URL(page.url()).pathname.split('/').at(-1);
  await page.goto(`/album?project_id=${projectId}`);
  await expect(page.getByRole('button', { name: /^IMG_\d{4}\.jpg/ }).first()).toBeVisible();
  // Every page loaded (an order is the whole group's), then grouped by 時期.
  await expect(page.getByText(/古い写真を読み込んでいます/)).toHaveCount(0);
  await page.getByLabel('グループ').selectOption({ label: '時期' });
  const order = () =>
    page.locator('[data-index]').evaluateAll((tiles) =>
      tiles
        .map((t) => [Number((t as HTMLElement).dataset.index), t.querySelector('img')?.alt ?? ''] as const)
        .sort((a, b) => a[0] - b[0])
        .slice(0, 4)
        .map(([, alt]) => alt),
    );
  const before = await order();
  const saved = page.waitForResponse((r) => r.url().includes('/updateBuildingPictureLastSorting'));
  await page.getByRole('button', { name: `${before[0]}を並べ替え` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  const moved = [before[1], before[0], ...before.slice(2)];
  await expect.poll(order).toEqual(moved);

  await page.reload();
  await expect(page.getByText(/古い写真を読み込んでいます/)).toHaveCount(0);
  await page.getByLabel('グループ').selectOption({ label: '時期' });
  await expect.poll(order).toEqual(moved);
});
