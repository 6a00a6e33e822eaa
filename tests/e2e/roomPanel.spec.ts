import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, openSeededRoom, signIn } from './support.ts';

/**
 * Issue 11 §7, the room's side panel: the site manager adds an emergency contact in the
 * 緊急連絡先 tab and the partner foreman, in his own browser, sees it with its number as a
 * tel: link. PC width, where the panel is a column beside the room.
 */

const openRoom = async (browser: Browser, email: string, password: string): Promise<Page> => {
  const page = await signIn(browser, email, password, { viewport: { width: 1280, height: 800 } });
  await openSeededRoom(page);
  return page;
};

const contactsTab = async (page: Page) => {
  const panel = page.getByRole('complementary', { name: 'ルームの情報' });
  await panel.getByRole('tab', { name: '緊急連絡先' }).click();
  return panel;
};

test('a manager adds an emergency contact and the partner foreman can call it', async ({ browser }) => {
  const manager = await openRoom(browser, DEMO.manager.email, DEMO.manager.password);
  const panel = await contactsTab(manager);
  await panel.getByRole('button', { name: '編集' }).click();
  const dialog = manager.getByRole('dialog', { name: '緊急連絡先の編集' });
  await dialog.getByRole('button', { name: '連絡先を追加' }).click();
  const row = dialog.getByRole('listitem').last();
  await row.getByLabel('種類').selectOption({ label: '病院' });
  const name = `博多中央病院 ${Date.now()}`;
  await row.getByLabel('名称').fill(name);

  // A wrong number is refused with the spec's phone message and nothing is saved.
  await row.getByLabel('電話番号').fill('12');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(row.getByText('正しい電話番号を入力してください。')).toBeVisible();

  // Full-width digits are accepted and stored in the hyphenated form.
  await row.getByLabel('電話番号').fill('０９２４７１１２３４');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const saved = panel.getByRole('listitem').filter({ hasText: name });
  await expect(saved.getByRole('link', { name: '092-471-1234' })).toHaveAttribute('href', 'tel:0924711234');

  const foreman = await openRoom(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);
  const foremanPanel = await contactsTab(foreman);
  const seen = foremanPanel.getByRole('listitem').filter({ hasText: name });
  await expect(seen).toContainText('病院');
  await expect(seen.getByRole('link', { name: '092-471-1234' })).toHaveAttribute('href', 'tel:0924711234');
  // A partner foreman is not a manager of the room: no editor.
  await expect(foremanPanel.getByRole('button', { name: '編集' })).toHaveCount(0);
});
