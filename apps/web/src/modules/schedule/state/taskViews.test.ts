import { makeScheduleProject, makeScheduleTask } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import {
  hasAssignedMembers,
  type MemberSiteRow,
  memberDayGrid,
  slashDate,
  taskListRows,
} from './taskViews.ts';

describe('task list rows', () => {
  it('puts each sub-task right after its parent, in sort order', () => {
    const tasks = [
      makeScheduleTask({ id: 3, parent_id: 1, sort: 3, name: '子' }),
      makeScheduleTask({ id: 2, parent_id: null, sort: 2, name: '二' }),
      makeScheduleTask({ id: 1, parent_id: null, sort: 1, name: '一' }),
    ];
    expect(taskListRows(tasks).map((r) => [r.task.name, r.depth])).toEqual([
      ['一', 0],
      ['子', 1],
      ['二', 0],
    ]);
  });
});

describe('member view', () => {
  const a = { member_id: 7, name: '高橋 健太', thumbnail_path: null, company_name: null };
  const b = { member_id: 8, name: '木村 誠', thumbnail_path: null, company_name: '株式会社木村設備' };
  const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'];
  const projects = [
    makeScheduleProject({
      id: 1,
      case_name: '博多',
      tasks: [
        makeScheduleTask({
          id: 1,
          name: '足場',
          start_date: '2026-10-28',
          end_date: '2026-11-03',
          members: [b, a],
        }),
        makeScheduleTask({
          id: 2,
          name: '塗装',
          start_date: '2026-11-03',
          end_date: '2026-11-10',
          members: [a],
        }),
        // Outside the days: leaves no row.
        makeScheduleTask({
          id: 3,
          name: '解体',
          start_date: '2026-12-01',
          end_date: '2026-12-02',
          members: [a],
        }),
      ],
    }),
    makeScheduleProject({
      id: 2,
      case_name: '天神',
      tasks: [
        makeScheduleTask({
          id: 4,
          project_id: 2,
          name: '内装',
          start_date: '2026-11-05',
          end_date: '2026-11-05',
          members: [a],
        }),
      ],
    }),
  ];
  const names = (cells: MemberSiteRow['cells']) => cells.map((c) => c?.map((t) => t.name).join('+') ?? '');

  it('puts each member on the sites they work at, day by day, with the tasks of each day', () => {
    const grid = memberDayGrid(projects, days);
    expect(grid.map((g) => [g.name, g.company_name])).toEqual([
      ['高橋 健太', null],
      ['木村 誠', '株式会社木村設備'],
    ]);
    const [takahashi, kimura] = grid;
    expect(takahashi?.sites.map((s) => s.project)).toEqual(['博多', '天神']);
    expect(names(takahashi?.sites[0]?.cells ?? [])).toEqual(['足場', '足場+塗装', '塗装', '塗装']);
    expect(names(takahashi?.sites[1]?.cells ?? [])).toEqual(['', '', '', '内装']);
    expect(names(kimura?.sites[0]?.cells ?? [])).toEqual(['足場', '足場', '', '']);
  });

  it('leaves out members with nothing in the days, and answers nothing for no days', () => {
    expect(memberDayGrid(projects, ['2026-12-10', '2026-12-11'])).toEqual([]);
    expect(memberDayGrid(projects, [])).toEqual([]);
    expect(hasAssignedMembers(projects)).toBe(true);
    expect(hasAssignedMembers([makeScheduleProject({ tasks: [makeScheduleTask({ members: [] })] })])).toBe(
      false,
    );
  });

  it('writes dates the Japanese way', () => {
    expect(slashDate('2026-11-02')).toBe('2026/11/02');
    expect(slashDate(null)).toBe('—');
  });
});
