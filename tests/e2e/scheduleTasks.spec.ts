import { expect, type Page } from '@playwright/test';
import { atSeedDay } from './seedClock.ts';
import { DEMO, expectTalkWithSeededProject, loginByApi, SEEDED_PROJECT, test } from './support.ts';

/**
 * Issue 14, task editing and templates: on /board the company manager creates
 * a task from the UI, edits it, saves 博多's tasks as a process template and
 * applies it to 天神 from its task-list tab (/board?project_id=…), then
 * deletes the task after the confirmation. Each step is checked on the server.
 * The browser lives on the seed's day (seedClock.ts) so the 2-month view shows
 * December 2026 whatever the real date.
 */

const TENJIN = '天神オフィス 内装リフォーム';

type BoardTask = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  progress: number;
  status: number;
  color: string;
  memo: string;
  parent_id: number | null;
  members: { member_id: number; name: string }[];
};
type Board = { projects: { id: number; case_name: string; tasks: BoardTask[] }[] };

/** The server's board now (the page's session cookie travels with the request). */
const serverBoard = async (page: Page) => {
  const answer = await page.request.get('/api/schedule/board?offset=0&limit=30');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Board;
};

const serverProject = async (page: Page, name: string) => {
  const project = (await serverBoard(page)).projects.find((p) => p.case_name === name);
  if (!project) throw new Error(`${name} is not on the server's board`);
  return project;
};

const serverTask = async (page: Page, name: string) =>
  (await serverProject(page, SEEDED_PROJECT)).tasks.find((t) => t.name === name);

const bar = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d{4}/`) });

test('tasks are created, edited and deleted from the board, and a template is saved and applied', async ({
  page,
}) => {
  // Four flows in one test (they share the database state they build); 60 s is tight on 2 shared cores.
  test.setTimeout(150_000);
  await atSeedDay(page);
  await loginByApi(page, DEMO.manager.email, DEMO.manager.password);
  await expectTalkWithSeededProject(page);
  await page.goto('/board');
  await expect(page.getByRole('region', { name: '工程表' })).toBeVisible();
  await page.getByRole('button', { name: '2か月' }).click();

  // Create: 防水検査 on 博多, with a mistake first (end before start: the spec's message).
  await page.getByRole('button', { name: `${SEEDED_PROJECT}にタスクを追加` }).click();
  const create = page.getByRole('dialog', { name: 'タスクの追加' });
  await create.getByRole('textbox', { name: '作業名' }).fill('防水検査');
  await create.getByRole('textbox', { name: '開始日', exact: true }).fill('2026-12-08');
  await create.getByRole('textbox', { name: '終了日', exact: true }).fill('2026-12-07');
  await create.getByRole('button', { name: '登録' }).click();
  await expect(create.getByText('終了日は開始日以降の日付を指定してください。')).toBeVisible();
  await create.getByRole('textbox', { name: '終了日', exact: true }).fill('2026-12-09');
  await create.getByRole('combobox', { name: '色' }).selectOption({ label: '緑' });
  await create.getByRole('button', { name: '登録' }).click();
  await expect(create).toBeHidden();
  await expect(bar(page, '防水検査')).toHaveAccessibleName(/^防水検査 2026\/12\/08〜2026\/12\/09/);
  await expect
    .poll(async () => {
      const t = await serverTask(page, '防水検査');
      return t && `${t.start_date}〜${t.end_date} ${t.color}`;
    })
    .toBe('2026-12-08〜2026-12-09 green');

  // Edit: Enter on the bar opens the form; progress, status, a memo and a partner company's worker
  // (picked from his company's group) are saved.
  await bar(page, '防水検査').focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'タスクの編集' });
  await edit.getByRole('textbox', { name: '進捗率(%)' }).fill('50');
  await edit.getByRole('combobox', { name: 'ステータス' }).selectOption({ label: '作業中' });
  await edit.getByRole('textbox', { name: 'メモ' }).fill('雨天時は翌日');
  await edit
    .getByRole('group', { name: '株式会社木村設備（協力会社）' })
    .getByRole('checkbox', { name: '林 勇気' })
    .click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => {
      const t = await serverTask(page, '防水検査');
      return t && [t.progress, t.status, t.memo, t.members.map((m) => m.name)];
    })
    .toEqual([50, 3, '雨天時は翌日', ['林 勇気']]);

  // The member view shows him at 博多 in December (the days off shaded as on the board).
  await page.getByRole('button', { name: 'メンバー別' }).click();
  await page.getByRole('button', { name: '次の月' }).click();
  const december = page.getByRole('table', { name: '2026年12月のメンバー別予定' });
  await expect(december.getByRole('rowheader', { name: '林 勇気（株式会社木村設備）' })).toBeVisible();
  await page.getByRole('button', { name: '工程表' }).click();
  await page.getByRole('button', { name: '2か月' }).click();

  // The task's dialog lists him with his company; 外す takes him off and the save reaches the server.
  await bar(page, '防水検査').focus();
  await page.keyboard.press('Enter');
  const current = edit.getByRole('list', { name: '現在の担当メンバー' });
  await expect(current).toContainText('株式会社木村設備（協力会社）');
  await current.getByRole('button', { name: '林 勇気を担当から外す' }).click();
  await expect(edit.getByText('担当メンバーはいません。')).toBeVisible();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await serverTask(page, '防水検査'))?.members.length).toBe(0);

  // Template: save 博多's tasks, then apply them to 天神 from its task-list tab.
  const hakata = await serverProject(page, SEEDED_PROJECT);
  await page.getByRole('button', { name: `${SEEDED_PROJECT}のテンプレート` }).click();
  const templates = page.getByRole('dialog', { name: '工程テンプレート' });
  await templates.getByRole('textbox', { name: 'テンプレート名' }).fill('外装標準');
  await templates.getByRole('button', { name: 'テンプレートとして保存' }).click();
  await expect(templates.getByText('「外装標準」を保存しました。')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(templates).toBeHidden();

  const tenjin = await serverProject(page, TENJIN);
  await page.goto(`/board?project_id=${tenjin.id}`);
  // The tab opens on the task list of that one project, without the board's paging.
  const table = page.getByRole('table', { name: `${TENJIN}のタスク一覧` });
  await expect(table.getByRole('button', { name: '解体・撤去' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '現場のページ' })).toHaveCount(0);
  await page.getByRole('button', { name: 'テンプレート', exact: true }).click();
  const apply = page.getByRole('dialog', { name: '工程テンプレート' });
  await expect(apply.getByRole('textbox', { name: '開始日', exact: true })).toHaveValue('2026-12-07');
  await apply.getByRole('button', { name: 'テンプレートを適用' }).click();
  await expect(apply.getByText(`${hakata.tasks.length}件のタスクを追加しました。`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('button', { name: '足場組立', exact: true })).toBeVisible();
  const applied = await serverProject(page, TENJIN);
  expect(applied.tasks.map((t) => t.name).sort()).toEqual(
    [...tenjin.tasks, ...hakata.tasks].map((t) => t.name).sort(),
  );
  // The template's first task (近隣挨拶・準備工) starts on the chosen day, the others keep their offsets.
  const byName = (name: string) => applied.tasks.find((t) => t.name === name);
  expect(byName('近隣挨拶・準備工')?.start_date).toBe('2026-12-07');
  expect(byName('足場解体')).toMatchObject({ start_date: '2027-02-09', end_date: '2027-02-17' });
  const scaffold = byName('足場組立');
  expect(applied.tasks.filter((t) => t.parent_id === scaffold?.id)).toHaveLength(3);

  // Delete 防水検査 from 博多's task list, after the warning that records cannot be restored.
  await page.goto(`/board?project_id=${hakata.id}`);
  await page
    .getByRole('table', { name: `${SEEDED_PROJECT}のタスク一覧` })
    .getByRole('button', { name: '防水検査' })
    .click();
  const editAgain = page.getByRole('dialog', { name: 'タスクの編集' });
  await editAgain.getByRole('button', { name: '削除' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'タスクを削除しますか？' });
  await expect(confirm).toContainText(
    'タスクを削除すると、実績などの記録も削除され、元に戻すことはできません。',
  );
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByRole('button', { name: '防水検査' })).toHaveCount(0);
  await expect.poll(() => serverTask(page, '防水検査')).toBeUndefined();
});
