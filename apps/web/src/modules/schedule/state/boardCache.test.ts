import { makeScheduleProject } from '@genba/api-client/fixtures';
import { EMPTY_SCHEDULE_TASK_FORM, scheduleTaskFormSchema } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { boardWithout, boardWithTask, draftTask } from './boardCache.ts';

const board = { projects: [makeScheduleProject()], total: 1, offset: 0, limit: 30 };
const project = board.projects[0] ?? makeScheduleProject();

describe('board cache edits', () => {
  const values = scheduleTaskFormSchema.parse({
    ...EMPTY_SCHEDULE_TASK_FORM,
    name: '養生',
    start_date: '2026-11-05',
    end_date: '2026-11-06',
  });

  it('adds a draft with a negative id at the end of its project', () => {
    const draft = draftTask(project.id, values);
    expect(draft.id).toBeLessThan(0);
    const next = boardWithTask(board, draft);
    expect(next.projects[0]?.tasks.at(-1)).toMatchObject({ name: '養生', start_date: '2026-11-05' });
    expect(next.projects[0]?.tasks).toHaveLength(project.tasks.length + 1);
  });

  it('replaces an edited task in place and keeps the members still assigned', () => {
    const existing = project.tasks[0];
    if (!existing) throw new Error('fixture has no tasks');
    const draft = draftTask(project.id, { ...values, member_ids: [] }, existing);
    const next = boardWithTask(board, draft);
    expect(next.projects[0]?.tasks[0]).toMatchObject({ id: existing.id, name: '養生', members: [] });
    expect(next.projects[0]?.tasks).toHaveLength(project.tasks.length);
  });

  it('removes a task with its sub-tasks', () => {
    const parent = project.tasks.find((t) => project.tasks.some((c) => c.parent_id === t.id));
    if (!parent) throw new Error('fixture has no parent task');
    const next = boardWithout(board, [parent.id]);
    expect(next.projects[0]?.tasks.some((t) => t.id === parent.id || t.parent_id === parent.id)).toBe(false);
  });
});
