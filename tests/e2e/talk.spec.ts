import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO, openSeededRoom, SEEDED_PROJECT, signIn, test } from './support.ts';

/**
 * Issue 11 "Done when": two browsers in one project room. The manager's and
 * the partner foreman's screens update live, read receipts name the reader,
 * a mention raises the badge, edits and deletes reach the other screen, and
 * markup in a message stays text. The photo part is talkPhoto.spec.ts. The
 * send button is matched exactly: the composer's file input 写真を送信 is a button too.
 */

const openRoom = async (browser: Browser, email: string, password: string): Promise<Page> => {
  const page = await signIn(browser, email, password);
  // A script run by a message would open a dialog: fail loudly instead.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await openSeededRoom(page);
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  return page;
};

const log = (page: Page) => page.getByRole('log', { name: 'メッセージ' });

test('two members talk live in a project room', async ({ browser }) => {
  const manager = await openRoom(browser, DEMO.manager.email, DEMO.manager.password);
  const foreman = await openRoom(browser, DEMO.partnerForeman.email, DEMO.partnerForeman.password);

  // The manager sends text with a link by pressing Enter.
  const text = `足場の図面は https://example.com/zumen を確認してください ${Date.now()}`;
  const box = manager.getByRole('textbox', { name: 'メッセージ' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');

  // The foreman sees it live, with the link as a link, and reads it by having the room open.
  const received = log(foreman).getByText('足場の図面は');
  await expect(received).toBeVisible();
  await expect(log(foreman).getByRole('link', { name: 'https://example.com/zumen' })).toHaveAttribute(
    'href',
    'https://example.com/zumen',
  );

  // The manager sees 既読 1 and who read it.
  const read = log(manager)
    .getByRole('article')
    .filter({ hasText: '足場の図面は' })
    .getByRole('button', { name: '既読 1' });
  await expect(read).toBeVisible();
  await read.click();
  const dialog = manager.getByRole('dialog', { name: '既読 1' });
  await expect(dialog.getByRole('list', { name: '既読のメンバー' })).toContainText('林 勇気');
  await dialog.getByRole('button', { name: '閉じる' }).click();

  // The manager goes back to the list; the foreman mentions them and the badge rises live.
  await manager.getByRole('link', { name: '‹ 現場一覧' }).click();
  await expect(manager).toHaveURL(/\/talk$/);
  await expect(manager.getByRole('status', { name: /メンション/ })).toHaveCount(0);
  const foremanBox = foreman.getByRole('textbox', { name: 'メッセージ' });
  await foremanBox.fill('@山田');
  await foreman.getByRole('option', { name: /山田 太郎/ }).click();
  await foremanBox.pressSequentially('確認しました');
  await foreman.getByRole('button', { name: '送信', exact: true }).click();
  await expect(log(foreman).getByText('@山田 太郎 確認しました')).toBeVisible();
  await expect(manager.getByRole('status', { name: 'メンション 1 件' })).toBeVisible();

  // Back in the room, the manager edits and then deletes the message; the foreman sees both.
  await manager.getByRole('link', { name: SEEDED_PROJECT }).click();
  const own = log(manager).getByRole('article').filter({ hasText: '足場の図面は' });
  await own.getByRole('button', { name: '編集' }).click();
  const edit = manager.getByRole('dialog', { name: 'メッセージを編集' });
  await edit.getByRole('textbox', { name: '編集するメッセージ' }).fill('足場の図面は差し替えました');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(log(foreman).getByText('足場の図面は差し替えました')).toBeVisible();
  await expect(log(foreman).getByText('（編集済み）')).toBeVisible();

  // Earlier specs may have left deleted messages in this room: one more placeholder, not exactly one.
  const deleted = log(foreman).getByText('このメッセージは削除されました');
  const deletedBefore = await deleted.count();
  await log(manager)
    .getByRole('article')
    .filter({ hasText: '足場の図面は差し替えました' })
    .getByRole('button', { name: '削除' })
    .click();
  await manager.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
  await expect(deleted).toHaveCount(deletedBefore + 1);
  await expect(log(foreman).getByText('足場の図面は差し替えました')).toHaveCount(0);

  // Markup is text: shown as typed, never run.
  const markup = '<img src=x onerror=alert(1)>';
  await manager.getByRole('textbox', { name: 'メッセージ' }).fill(markup);
  await manager.getByRole('button', { name: '送信', exact: true }).click();
  await expect(log(foreman).getByText(markup, { exact: true })).toBeVisible();
  await expect(log(foreman).getByRole('article').filter({ hasText: markup })).toHaveCount(1);
  // Only this message's bubble: other specs leave photos in the same room (dailyBbs.spec shares one).
  await expect(log(foreman).getByRole('article').filter({ hasText: markup }).locator('img')).toHaveCount(0);

  await manager.context().close();
  await foreman.context().close();
});
