import { expect } from '@playwright/test';
import { DEMO, signIn, test } from './support.ts';

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
