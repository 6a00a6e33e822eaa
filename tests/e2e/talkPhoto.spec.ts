import { expect } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, openSeededRoomAs, test, timeline } from './support.ts';

/**
 * Issue 11 item 2 / issue 12: the manager sends a photo into the project
 * room; the partner foreman sees it live as a thumbnail that opens the photo
 * viewer, and the photo is listed in the project album.
 */

test('a photo sent in the project room reaches the foreman live and lands in the project album', async ({
  browser,
}) => {
  const manager = await openSeededRoomAs(browser, DEMO.manager.email, DEMO.manager.password);
  const foreman = await openSeededRoomAs(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);

  // A PNG: resized to JPEG in the album's worker and sent as .jpg.
  const name = `e2e_トーク写真_${Date.now()}`;
  const png = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  await manager
    .getByLabel('写真を送信')
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });

  const sentName = `${name}.jpg`;
  await expect(timeline(manager).getByRole('img', { name: sentName })).toBeVisible({ timeout: 30_000 });

  // Live on the foreman's screen, as a thumbnail that opens the viewer with the original.
  const thumb = timeline(foreman).getByRole('button', { name: `写真を開く: ${sentName}` });
  await expect(thumb).toBeVisible();
  await expect(thumb.getByRole('img', { name: sentName })).toHaveJSProperty('complete', true);
  await thumb.click();
  const viewer = foreman.getByRole('dialog', { name: `${sentName}（1/1）` });
  await expect(viewer.getByRole('img', { name: sentName })).toHaveAttribute(
    'src',
    /\/api\/album\/photo\/\d+\/original$/,
  );
  await foreman.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The project album lists it.
  await manager.goto('/album');
  await expect(manager.getByRole('img', { name: sentName })).toBeVisible();

  await manager.context().close();
  await foreman.context().close();
});
