import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { createProjectPeriodSchema } from './ranges.ts';

describe('createProjectPeriodSchema with tasks in any order', () => {
  // The earliest start and the latest end are in neither the first nor the last task.
  const schema = createProjectPeriodSchema(
    [
      { start_date: '2025-06-10', end_date: '2025-06-12' },
      { start_date: '2025-06-02', end_date: '2025-06-25' },
      { start_date: '2025-06-08', end_date: '2025-06-15' },
    ],
    [
      { start_date: '2025-06-09', end_date: '2025-06-11' },
      { start_date: '2025-06-04', end_date: '2025-06-28' },
      { start_date: '2025-06-06', end_date: '2025-06-07' },
    ],
  );

  it('measures against the earliest task start and the latest task end', () => {
    expect(issuesOf(schema, { start_date: '2025-06-02', end_date: '2025-06-28' })).toEqual({});
    expect(issuesOf(schema, { start_date: '2025-06-03', end_date: '2025-06-27' })).toEqual({
      start_date: ['開始日は最初のタスクの開始日(2025/06/02)以前の日付を指定してください。'],
      end_date: ['終了日は最後のタスクの終了日(2025/06/28)以降の日付を指定してください。'],
    });
  });

  it('ignores task dates that are missing or not dates', () => {
    const loose = createProjectPeriodSchema([
      { start_date: '', end_date: 'いつか' },
      { start_date: '2025-06-31', end_date: null },
      { start_date: '2025-06-05', end_date: '2025-06-06' },
    ]);
    expect(issuesOf(loose, { start_date: '2025-06-05', end_date: '2025-06-06' })).toEqual({});
  });

  it('reports the end before the start rather than before the tasks', () => {
    expect(issuesOf(schema, { start_date: '2025-06-01', end_date: '2025-05-31' })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください。'],
    });
  });

  it('checks nothing more while a date is missing or invalid', () => {
    expect(issuesOf(schema, { start_date: '2025-06-30', end_date: '2025-02-30' })).toEqual({
      end_date: ['日付を正しく入力してください。'],
    });
  });
});

describe('createProjectPeriodSchema and task dates that are not dates', () => {
  // '1/2/2025' sorts before every real start and 'zzz' after every real end: read as dates they would win.
  const schema = createProjectPeriodSchema(
    [
      { start_date: '1/2/2025', end_date: 'zzz' },
      { start_date: '2025-06-02', end_date: '2025-06-25' },
    ],
    [{ start_date: '2025-02-30', end_date: '2025-13-01' }],
  );

  it('ignores them and measures against the real ones', () => {
    expect(issuesOf(schema, { start_date: '2025-06-02', end_date: '2025-06-25' })).toEqual({});
    expect(issuesOf(schema, { start_date: '2025-06-03', end_date: '2025-06-25' })).toEqual({
      start_date: ['開始日は最初のタスクの開始日(2025/06/02)以前の日付を指定してください。'],
    });
  });

  it('reports each refusal as a custom issue on its field', () => {
    const result = schema.safeParse({ start_date: '2025-06-03', end_date: '2025-06-24' });
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', path: ['start_date'] },
      { code: 'custom', path: ['end_date'] },
    ]);
  });
});
