import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GanttBoard } from './GanttBoard.tsx';
import { memberLabel } from './GanttBoardBar.tsx';
import type { GanttDateChange, GanttProject, GanttProjectAction } from './ganttTypes.ts';
import { generatedProjects, sampleProjects } from './internal/sampleProjects.ts';

const bar = (name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d{4}/`) });

/** The board every test starts from: the sample projects two months from a fixed today. */
const renderBoard = (
  onChange: (changes: GanttDateChange[]) => Promise<void>,
  projects: readonly GanttProject[] = sampleProjects(),
) =>
  render(
    <GanttBoard projects={projects} today="2026-11-22" defaultMonths={2} onChange={onChange} height={600} />,
  );

describe('GanttBoard', () => {
  it('names each bar with its task and dates, and moves it a day with the arrow keys', async () => {
    const onChange = vi.fn(async (_: GanttDateChange[]) => {});
    await renderBoard(onChange);
    const wash = bar('外壁洗浄');
    await expect.element(wash).toHaveAccessibleName(/^外壁洗浄 2026\/11\/30〜2026\/12\/04/);
    await userEvent.click(wash);
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 15, start_date: '2026-12-01', end_date: '2026-12-05' }]);
    await expect.element(wash).toHaveAccessibleName(/2026\/12\/01〜2026\/12\/05/);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 15, start_date: '2026-12-01', end_date: '2026-12-04' }]);
    await userEvent.click(page.getByRole('button', { name: '元に戻す' }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 15, start_date: '2026-12-01', end_date: '2026-12-05' }]);
  });

  it('opens a task with a double-click or Enter, without moving it', async () => {
    const onChange = vi.fn(async (_: GanttDateChange[]) => {});
    const onOpenTask = vi.fn();
    await render(
      <GanttBoard
        projects={sampleProjects()}
        today="2026-11-22"
        defaultMonths={2}
        onChange={onChange}
        onOpenTask={onOpenTask}
        height={600}
      />,
    );
    await userEvent.dblClick(bar('外壁洗浄'));
    expect(onOpenTask).toHaveBeenLastCalledWith(expect.objectContaining({ id: 15, name: '外壁洗浄' }));
    await userEvent.keyboard('{Enter}');
    expect(onOpenTask).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before moving a task with sub-tasks, then moves them all (変更する)', async () => {
    const onChange = vi.fn(async (_: GanttDateChange[]) => {});
    await renderBoard(onChange);
    await userEvent.click(bar('足場組立'));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(page.getByText('4件のタスクの日程を変更します。よろしいですか？')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '変更する' }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]?.[0].map((c) => c.id).sort()).toEqual([11, 12, 13, 14]);
    await expect.element(bar('足場検査')).toHaveAccessibleName(/2026\/11\/27〜2026\/11\/28/);
  });

  it('refuses a move outside the project period and a read-only project, with the messages', async () => {
    const onChange = vi.fn(async (_: GanttDateChange[]) => {});
    const projects = sampleProjects();
    const first = projects[0];
    if (first) first.end_date = '2026-12-04';
    await renderBoard(onChange, projects);
    await userEvent.click(bar('外壁洗浄'));
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('終了日は現場の終了日(2026/12/04)以前の日付を指定してください。');
    await userEvent.click(bar('上棟'));
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('この現場のタスクを編集する権限がありません。');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('rolls back and says so when saving fails', async () => {
    const onChange = vi.fn(() => Promise.reject(new Error('保存できませんでした。')));
    await renderBoard(onChange);
    await userEvent.click(bar('外壁洗浄'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('alert')).toHaveTextContent('保存できませんでした。');
    await expect.element(bar('外壁洗浄')).toHaveAccessibleName(/2026\/11\/30〜2026\/12\/04/);
  });

  it('drags a bar by whole days with the pointer and resizes it by its handle', async () => {
    const onChange = vi.fn(async (_: GanttDateChange[]) => {});
    await renderBoard(onChange);
    const el = bar('外壁洗浄').element() as HTMLElement;
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const fire = (target: Element, type: string, x: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          clientX: x,
          clientY: y,
          pointerId: 7,
          button: 0,
          isPrimary: true,
        }),
      );
    fire(el, 'pointerdown', box.left + 10);
    fire(el, 'pointermove', box.left + 10 + 18 * 2 + 3);
    fire(el, 'pointerup', box.left + 10 + 18 * 2 + 3);
    expect(onChange).toHaveBeenLastCalledWith([{ id: 15, start_date: '2026-12-02', end_date: '2026-12-06' }]);
    await expect.element(bar('外壁洗浄')).toHaveAccessibleName(/2026\/12\/02〜2026\/12\/06/);
    const handle = el.querySelector('[data-gantt-handle]');
    if (!handle) throw new Error('no handle');
    const right = el.getBoundingClientRect().right - 2;
    fire(handle, 'pointerdown', right);
    fire(el, 'pointermove', right + 18);
    fire(el, 'pointerup', right + 18);
    expect(onChange).toHaveBeenLastCalledWith([{ id: 15, start_date: '2026-12-02', end_date: '2026-12-07' }]);
  });

  it('draws every row of the view while printing, and only those in sight again after', async () => {
    const projects = generatedProjects(10, 20);
    const rows = 10 + 10 * 20;
    const { container } = await render(<GanttBoard projects={projects} today="2026-11-22" height={300} />);
    const drawn = () => container.querySelectorAll('[data-kind]').length;
    expect(drawn()).toBeLessThan(40);
    window.dispatchEvent(new Event('beforeprint'));
    expect(drawn()).toBe(rows);
    window.dispatchEvent(new Event('afterprint'));
    await expect.poll(drawn).toBeLessThan(40);
  });

  it('names a partner worker with his company on his avatar', () => {
    expect(memberLabel({ name: '林 勇気', company_name: '株式会社木村設備' })).toBe(
      '林 勇気（株式会社木村設備）',
    );
    expect(memberLabel({ name: '山田 太郎', company_name: null })).toBe('山田 太郎');
  });

  it('gives a site row the same actions as buttons on a wide board and as one menu on a phone', async () => {
    const add = vi.fn();
    const actions = (p: GanttProject): GanttProjectAction[] => [
      {
        key: 'add',
        label: '追加',
        menuLabel: 'タスクを追加',
        accessibleName: `${p.case_name}にタスクを追加`,
        onSelect: add,
      },
    ];
    const site = '博多駅前ビル 外装改修工事';
    const before = [window.innerWidth, window.innerHeight] as const;
    onTestFinished(() => page.viewport(...before));
    await page.viewport(1280, 800);
    await render(
      <GanttBoard projects={sampleProjects()} today="2026-11-22" projectActions={actions} height={400} />,
    );
    await expect
      .element(page.getByRole('button', { name: `${site}にタスクを追加` }))
      .toHaveTextContent('追加');
    await userEvent.click(page.getByRole('button', { name: `${site}にタスクを追加` }));
    expect(add).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('button', { name: `${site}の操作` })).not.toBeInTheDocument();

    await page.viewport(360, 740);
    await expect.element(page.getByRole('button', { name: `${site}にタスクを追加` })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: `${site}の操作` }));
    // The menu has room for the fuller text.
    await expect
      .element(page.getByRole('menuitem', { name: `${site}にタスクを追加` }))
      .toHaveTextContent('タスクを追加');
    await userEvent.click(page.getByRole('menuitem', { name: `${site}にタスクを追加` }));
    await expect.poll(() => add.mock.calls.length).toBe(2);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });
});
