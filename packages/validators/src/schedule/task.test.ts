import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { EMPTY_SCHEDULE_TASK_FORM, scheduleTaskFormSchema, scheduleTaskToFormValues } from './form.ts';
import { taskPeriodIssues, taskPeriodMessage } from './period.ts';
import { SCHEDULE_STATUS_LABEL } from './status.ts';
import { DEFAULT_SCHEDULE_TASK_COLOR, scheduleTaskFieldsSchema, TASK_COLOR_LABEL } from './task.ts';
import {
  applyDateChanges,
  descendantIds,
  expandDateChanges,
  rollUpProgress,
  rollUpSpan,
  taskDays,
} from './tree.ts';

const base = { name: '足場組立', start_date: '2026-11-02', end_date: '2026-11-06' };

describe('scheduleTaskFieldsSchema', () => {
  it('fills the defaults: before work, 0 %, light blue, no members', () => {
    const parsed = scheduleTaskFieldsSchema.parse(base);
    expect(parsed).toMatchObject({
      status: 2,
      progress: 0,
      color: DEFAULT_SCHEDULE_TASK_COLOR,
      member_ids: [],
    });
    expect(DEFAULT_SCHEDULE_TASK_COLOR).toBe('lightBlue');
  });
  it('refuses a blank name, an end before the start, a bad colour and progress over 100', () => {
    expect(
      issuesOf(scheduleTaskFieldsSchema, {
        ...base,
        name: '  ',
        color: 'brown',
        progress: 101,
      }),
    ).toEqual({
      name: ['作業名を入力してください。'],
      color: ['色を選択してください。'],
      progress: ['進捗率は0以上100以下で入力してください。'],
    });
  });
  it('refuses an end before the start', () => {
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, end_date: '2026-11-01' })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください。'],
    });
  });
  it('applies the schedule number limits (3653 days, 999.9 man-days, 999 actual days)', () => {
    expect(
      issuesOf(scheduleTaskFieldsSchema, {
        ...base,
        scheduled_days: '3654',
        scheduled_man_days: '999.95',
        actual_days: '1000',
      }),
    ).toEqual({
      scheduled_days: ['予定日数は3653日(10年)以下で入力してください。'],
      scheduled_man_days: ['予定人工は半角数字(小数点以下1桁まで)で入力してください。'],
      actual_days: ['実績日数は999日以下で入力してください。'],
    });
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, scheduled_days: '１０' })).toEqual({
      scheduled_days: ['半角数字で入力してください。'],
    });
  });
  it('refuses an impossible date', () => {
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, start_date: '2026-02-30' })).toEqual({
      start_date: ['日付を正しく入力してください。'],
    });
  });
  it('refuses and an actual end before the actual start', () => {
    expect(
      issuesOf(scheduleTaskFieldsSchema, {
        ...base,
        actual_start_date: '2026-11-05',
        actual_end_date: '2026-11-04',
      }),
    ).toEqual({
      actual_end_date: ['実績終了日は実績開始日以降の日付を指定してください。'],
    });
  });
});

describe('taskPeriodIssues (core §5 project period)', () => {
  const project = { start_date: '2026-11-01', end_date: '2026-11-30' };
  it('accepts a task on the first and the last day', () => {
    expect(taskPeriodIssues({ start_date: '2026-11-01', end_date: '2026-11-30' }, project)).toEqual({});
  });
  it('refuses one day before the start and one after the end', () => {
    expect(taskPeriodIssues({ start_date: '2026-10-31', end_date: '2026-12-01' }, project)).toEqual({
      start_date: '開始日は現場の開始日(2026/11/01)以降の日付を指定してください。',
      end_date: '終了日は現場の終了日(2026/11/30)以前の日付を指定してください。',
    });
    expect(taskPeriodMessage({ start_date: '2026-11-10', end_date: '2026-12-01' }, project)).toBe(
      '終了日は現場の終了日(2026/11/30)以前の日付を指定してください。',
    );
  });
  it('checks nothing for a project without dates', () => {
    expect(
      taskPeriodIssues(
        { start_date: '2000-01-01', end_date: '2099-01-01' },
        { start_date: null, end_date: null },
      ),
    ).toEqual({});
  });
});

describe('task tree', () => {
  const tasks = [
    { id: 1, parent_id: null, start_date: '2026-11-02', end_date: '2026-11-10', progress: 0 },
    { id: 2, parent_id: 1, start_date: '2026-11-02', end_date: '2026-11-04', progress: 100 },
    { id: 3, parent_id: 1, start_date: '2026-11-05', end_date: '2026-11-12', progress: 50 },
    { id: 4, parent_id: 3, start_date: '2026-11-06', end_date: '2026-11-06', progress: 0 },
    { id: 5, parent_id: null, start_date: '2026-11-20', end_date: '2026-11-21', progress: 0 },
  ];
  it('lists descendants in tree order', () => {
    expect(descendantIds(tasks, 1)).toEqual([2, 3, 4]);
    expect(descendantIds(tasks, 5)).toEqual([]);
  });
  it('moving a parent moves its sub-tasks by the same days', () => {
    expect(expandDateChanges(tasks, [{ id: 1, start_date: '2026-11-04', end_date: '2026-11-12' }])).toEqual([
      { id: 1, start_date: '2026-11-04', end_date: '2026-11-12' },
      { id: 2, start_date: '2026-11-04', end_date: '2026-11-06' },
      { id: 3, start_date: '2026-11-07', end_date: '2026-11-14' },
      { id: 4, start_date: '2026-11-08', end_date: '2026-11-08' },
    ]);
  });
  it('resizing a parent (start kept) leaves the sub-tasks, and an explicit child change wins', () => {
    expect(
      expandDateChanges(tasks, [{ id: 1, start_date: '2026-11-02', end_date: '2026-11-20' }]),
    ).toHaveLength(1);
    const changes = expandDateChanges(tasks, [
      { id: 1, start_date: '2026-11-03', end_date: '2026-11-11' },
      { id: 2, start_date: '2026-11-02', end_date: '2026-11-02' },
    ]);
    expect(changes.find((c) => c.id === 2)).toEqual({
      id: 2,
      start_date: '2026-11-02',
      end_date: '2026-11-02',
    });
  });
  it('rolls up span and length-weighted progress', () => {
    expect(rollUpSpan(tasks, 1)).toEqual({ start_date: '2026-11-02', end_date: '2026-11-12' });
    expect(rollUpProgress([tasks[1], tasks[2]].filter((t) => t !== undefined))).toBe(
      Math.round((3 * 100 + 8 * 50) / 11),
    );
    expect(rollUpProgress([])).toBe(0);
    expect(taskDays({ start_date: '2026-11-02', end_date: '2026-11-02' })).toBe(1);
  });
  it('applies changes keeping untouched tasks identical', () => {
    const next = applyDateChanges(tasks, [{ id: 5, start_date: '2026-11-22', end_date: '2026-11-23' }]);
    expect(next[0]).toBe(tasks[0]);
    expect(next[4]).toMatchObject({ start_date: '2026-11-22' });
  });
});

describe('scheduleTaskToFormValues (the edit form’s defaults)', () => {
  const wire = {
    name: '足場組立',
    start_date: '2026-11-02',
    end_date: '2026-11-06',
    status: 3 as const,
    progress: 40,
    color: DEFAULT_SCHEDULE_TASK_COLOR,
    members: [{ member_id: 7 }, { member_id: 9 }],
    actual_start_date: '2026-11-03',
    actual_end_date: null,
    scheduled_days: '5',
    scheduled_man_days: '10',
    actual_days: '',
    memo: '雨天順延',
    parent_id: 12,
  };

  it('gives every field as the form’s text, and reads back through the form schema', () => {
    const values = scheduleTaskToFormValues(wire);
    expect(values).toEqual({
      name: '足場組立',
      start_date: '2026-11-02',
      end_date: '2026-11-06',
      status: '3',
      progress: '40',
      color: DEFAULT_SCHEDULE_TASK_COLOR,
      member_ids: ['7', '9'],
      actual_start_date: '2026-11-03',
      actual_end_date: '',
      scheduled_days: '5',
      scheduled_man_days: '10',
      actual_days: '',
      memo: '雨天順延',
      parent_id: '12',
    });
    expect(scheduleTaskFormSchema.parse(values)).toMatchObject({ parent_id: 12, status: 3, progress: 40 });
  });

  it('leaves a top-level task without a parent and an open actual start empty', () => {
    const values = scheduleTaskToFormValues({
      ...wire,
      parent_id: null,
      actual_start_date: null,
      actual_end_date: '2026-11-05',
    });
    expect(values).toMatchObject({ parent_id: '', actual_start_date: '', actual_end_date: '2026-11-05' });
    expect(scheduleTaskFormSchema.parse(values).parent_id).toBeNull();
  });
});

describe('task fields at their edges, each refusal said once in Japanese', () => {
  it('names the start and the end that are missing', () => {
    expect(issuesOf(scheduleTaskFieldsSchema, { name: '足場組立' })).toEqual({
      start_date: ['開始日を入力してください。'],
      end_date: ['終了日を入力してください。'],
    });
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, start_date: '' })).toEqual({
      start_date: ['開始日を入力してください。'],
    });
  });

  it('refuses an overlong or wrongly written date once', () => {
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, end_date: '2026-11-066' })).toEqual({
      end_date: [INPUT_MESSAGE.date],
    });
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, actual_start_date: '2026-11-033' })).toEqual({
      actual_start_date: [INPUT_MESSAGE.date],
    });
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, actual_start_date: 20261103 })).toEqual({
      actual_start_date: [INPUT_MESSAGE.date],
    });
    for (const day of ['2026-1-3', '2026-02-30'])
      expect(issuesOf(scheduleTaskFieldsSchema, { ...base, actual_start_date: day }), day).toEqual({
        actual_start_date: ['日付を正しく入力してください。'],
      });
  });

  it('takes a one-day task and actual dates in order, one of them open or blank', () => {
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, end_date: base.start_date })).toEqual({});
    for (const [actual_start_date, actual_end_date] of [
      ['2026-11-03', '2026-11-03'],
      ['2026-11-03', '2026-11-05'],
      ['2026-11-03', ''],
      ['', '2026-11-05'],
      ['2026-11-03', null],
    ])
      expect(
        issuesOf(scheduleTaskFieldsSchema, { ...base, actual_start_date, actual_end_date }),
        `${actual_start_date}〜${actual_end_date}`,
      ).toEqual({});
  });

  it('takes the status and the progress as numbers only', () => {
    for (const status of ['2', 0, 4, 2.5, -1, 2147483648])
      expect(issuesOf(scheduleTaskFieldsSchema, { ...base, status }), String(status)).toEqual({
        status: ['ステータスを選択してください。'],
      });
    for (const progress of ['50', 1.5, -1])
      expect(issuesOf(scheduleTaskFieldsSchema, { ...base, progress }), String(progress)).toEqual({
        progress: ['進捗率は0以上100以下で入力してください。'],
      });
  });

  it('takes up to 50 members, and a memo of several lines that is empty when not given', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, member_ids: ids(50) })).toEqual({});
    expect(issuesOf(scheduleTaskFieldsSchema, { ...base, member_ids: ids(51) })).toEqual({
      member_ids: [INPUT_MESSAGE.listMax(50)],
    });
    expect(scheduleTaskFieldsSchema.parse(base).memo).toBe('');
    expect(scheduleTaskFieldsSchema.parse({ ...base, memo: '雨天順延\n資材待ち' }).memo).toBe(
      '雨天順延\n資材待ち',
    );
  });

  it('names the bar colours in Japanese', () => {
    expect(TASK_COLOR_LABEL).toEqual({
      lightBlue: '水色',
      blue: '青',
      green: '緑',
      yellow: '黄',
      orange: 'オレンジ',
      red: '赤',
      pink: 'ピンク',
      purple: '紫',
      grey: 'グレー',
    });
  });
});

describe('the task form at its edges', () => {
  const form = {
    ...EMPTY_SCHEDULE_TASK_FORM,
    name: '足場組立',
    start_date: '2026-11-02',
    end_date: '2026-11-06',
  };

  it('reads a status and progress typed with surrounding spaces', () => {
    expect(scheduleTaskFormSchema.parse({ ...form, status: ' 2 ', progress: ' 50 ' })).toMatchObject({
      status: 2,
      progress: 50,
    });
  });

  it('starts blank, before work, at 0 %, light blue and without members', () => {
    expect(EMPTY_SCHEDULE_TASK_FORM).toEqual({
      name: '',
      start_date: '',
      end_date: '',
      status: '2',
      progress: '0',
      color: 'lightBlue',
      member_ids: [],
      actual_start_date: '',
      actual_end_date: '',
      scheduled_days: '',
      scheduled_man_days: '',
      actual_days: '',
      memo: '',
      parent_id: '',
    });
  });

  it('reads whole numbers with spaces around them, and nothing else', () => {
    expect(scheduleTaskFormSchema.parse({ ...form, status: ' 3 ', progress: ' 40 ' })).toMatchObject({
      status: 3,
      progress: 40,
    });
    for (const status of ['3x', 'x3'])
      expect(issuesOf(scheduleTaskFormSchema, { ...form, status }), status).toEqual({
        status: ['ステータスを選択してください。'],
      });
  });

  it('sends the actual end and the schedule numbers as typed, without surrounding spaces', () => {
    expect(
      scheduleTaskFormSchema.parse({
        ...form,
        actual_start_date: '2026-11-03',
        actual_end_date: '2026-11-05',
        scheduled_days: ' 5 ',
        scheduled_man_days: ' 10.5 ',
        actual_days: ' 3 ',
      }),
    ).toMatchObject({
      actual_start_date: '2026-11-03',
      actual_end_date: '2026-11-05',
      scheduled_days: '5',
      scheduled_man_days: '10.5',
      actual_days: '3',
    });
  });

  it('asks for a colour from the palette', () => {
    expect(issuesOf(scheduleTaskFormSchema, { ...form, color: 'brown' })).toEqual({
      color: ['色を選択してください。'],
    });
  });
});

describe('project periods, statuses and task trees at their edges', () => {
  it('checks nothing against a project date that is not a real date (a legacy zero date)', () => {
    const task = { start_date: '2026-10-31', end_date: '2026-12-01' };
    expect(taskPeriodIssues(task, { start_date: '0000-00-00', end_date: '0000-00-00' })).toEqual({});
    expect(taskPeriodIssues(task, { start_date: '2026/11/01', end_date: '' })).toEqual({});
  });

  it('names the schedule statuses', () => {
    expect(SCHEDULE_STATUS_LABEL).toEqual({ 1: '仮押さえ', 2: '確定', 3: '未設定' });
  });

  const looped = [
    { id: 1, parent_id: 2, start_date: '2026-11-02', end_date: '2026-11-03', progress: 0 },
    { id: 2, parent_id: 1, start_date: '2026-11-04', end_date: '2026-11-05', progress: 0 },
  ];

  it('ends on a parent loop (corrupt data) without listing the task among its own descendants', () => {
    expect(descendantIds(looped, 1)).toEqual([2]);
  });

  it('leaves a change of an unknown task as it is, and rolls up no span for it', () => {
    const change = { id: 99, start_date: '2026-11-10', end_date: '2026-11-11' };
    expect(expandDateChanges(looped, [change])).toEqual([change]);
    expect(rollUpSpan(looped, 99)).toBeUndefined();
  });

  it('widens a parent bar to a sub-task that starts before it', () => {
    const tasks = [
      { id: 1, parent_id: null, start_date: '2026-11-05', end_date: '2026-11-06', progress: 0 },
      { id: 2, parent_id: 1, start_date: '2026-11-03', end_date: '2026-11-04', progress: 0 },
    ];
    expect(rollUpSpan(tasks, 1)).toEqual({ start_date: '2026-11-03', end_date: '2026-11-06' });
  });
});
