import { makeScheduleProject, makeScheduleTask } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { memberGroups, slashDate, taskListRows } from './taskViews.ts';

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
  it('groups tasks by member across projects, earliest first', () => {
    const a = { member_id: 7, name: '高橋 健太', thumbnail_path: null, company_name: null };
    const b = { member_id: 8, name: '木村 誠', thumbnail_path: null, company_name: null };
    const projects = [
      makeScheduleProject({
        id: 1,
        case_name: '博多',
        tasks: [makeScheduleTask({ id: 1, start_date: '2026-11-10', members: [a, b] })],
      }),
      makeScheduleProject({
        id: 2,
        case_name: '天神',
        tasks: [makeScheduleTask({ id: 2, project_id: 2, start_date: '2026-11-02', members: [a] })],
      }),
    ];
    const groups = memberGroups(projects);
    expect(groups.map((g) => g.name)).toEqual(['高橋 健太', '木村 誠']);
    expect(groups[0]?.assignments.map((x) => x.project)).toEqual(['天神', '博多']);
    expect(slashDate('2026-11-02')).toBe('2026/11/02');
    expect(slashDate(null)).toBe('—');
  });
});
