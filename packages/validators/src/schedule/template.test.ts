import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULE_TASK_FORM, scheduleTaskFormSchema } from './form.ts';
import {
  applyTemplateFormSchema,
  saveTemplateFormSchema,
  TEMPLATE_MESSAGE,
  tasksFromTemplate,
  templateFromTasks,
  templateNameSchema,
  templateSpanDays,
} from './template.ts';

const base = { color: 'lightBlue' as const, scheduled_days: '', scheduled_man_days: '', memo: '' };

describe('process templates', () => {
  const source = [
    { ...base, id: 11, parent_id: 10, name: '搬入', start_date: '2026-11-04', end_date: '2026-11-04' },
    { ...base, id: 10, parent_id: null, name: '足場', start_date: '2026-11-03', end_date: '2026-11-06' },
    { ...base, id: 12, parent_id: null, name: '塗装', start_date: '2026-11-10', end_date: '2026-11-12' },
  ];

  it('saves offsets from the first day and puts parents before sub-tasks', () => {
    const t = templateFromTasks(source);
    expect(t.map((x) => [x.key, x.parent_key, x.offset_days, x.duration_days])).toEqual([
      [10, null, 0, 4],
      [12, null, 7, 3],
      [11, 10, 1, 1],
    ]);
    expect(templateSpanDays(t)).toBe(10);
  });

  it('lays the tree down from a new start, lengths kept (across a month end)', () => {
    const dated = tasksFromTemplate(templateFromTasks(source), '2027-01-30');
    expect(dated.map((x) => [x.name, x.start_date, x.end_date])).toEqual([
      ['足場', '2027-01-30', '2027-02-02'],
      ['塗装', '2027-02-06', '2027-02-08'],
      ['搬入', '2027-01-31', '2027-01-31'],
    ]);
  });

  it('drops a parent that is not in the set (a sub-task saved alone becomes a task)', () => {
    const t = templateFromTasks([source[0] as (typeof source)[number]]);
    expect(t[0]?.parent_key).toBeNull();
    expect(templateFromTasks([])).toEqual([]);
  });

  it('needs a name of at most 20 characters', () => {
    expect(templateNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(TEMPLATE_MESSAGE.nameRequired);
    expect(templateNameSchema.safeParse('あ'.repeat(21)).success).toBe(false);
    expect(templateNameSchema.parse(' 外装標準 ')).toBe('外装標準');
  });
});

describe('task form schema', () => {
  const valid = {
    ...EMPTY_SCHEDULE_TASK_FORM,
    name: '養生',
    start_date: '2026-11-02',
    end_date: '2026-11-03',
  };

  it('turns string inputs into the request fields', () => {
    const out = scheduleTaskFormSchema.parse({
      ...valid,
      progress: '40',
      status: '3',
      member_ids: ['5', '7'],
      parent_id: '9',
      scheduled_man_days: '2.5',
    });
    expect(out).toMatchObject({
      progress: 40,
      status: 3,
      member_ids: [5, 7],
      parent_id: 9,
      actual_start_date: null,
    });
  });

  it('puts the server’s messages on the fields', () => {
    const r = scheduleTaskFormSchema.safeParse({
      ...valid,
      name: '',
      progress: '101',
      end_date: '2026-11-01',
      scheduled_days: '３',
      memo: 'あ'.repeat(101),
    });
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath.name).toBe('作業名を入力してください。');
    expect(byPath.progress).toBe('進捗率は0以上100以下で入力してください。');
    expect(byPath.scheduled_days).toBe('半角数字で入力してください。');
    expect(byPath.memo).toBeDefined();
  });
});

describe('template forms and a sub-task saved alone', () => {
  it('keeps a sub-task whose parent is not saved as one task', () => {
    const alone = {
      ...base,
      id: 11,
      parent_id: 10,
      name: '搬入',
      start_date: '2026-11-04',
      end_date: '2026-11-04',
    };
    expect(templateFromTasks([alone])).toEqual([
      {
        key: 11,
        parent_key: null,
        name: '搬入',
        offset_days: 0,
        duration_days: 1,
        color: 'lightBlue',
        scheduled_days: '',
        scheduled_man_days: '',
        memo: '',
      },
    ]);
  });

  it('saves a template under a trimmed name, which it requires', () => {
    expect(saveTemplateFormSchema.parse({ name: ' 外装標準 ' })).toEqual({ name: '外装標準' });
    expect(saveTemplateFormSchema.safeParse({ name: ' ' }).error?.issues.map((i) => i.message)).toEqual([
      TEMPLATE_MESSAGE.nameRequired,
    ]);
  });

  it('applies a chosen template from a real start day', () => {
    expect(applyTemplateFormSchema.parse({ template_id: '12', start_date: '2027-01-30' })).toEqual({
      template_id: 12,
      start_date: '2027-01-30',
    });
    for (const template_id of ['', 'x', '12x', 'x12', '12345678901'])
      expect(
        applyTemplateFormSchema
          .safeParse({ template_id, start_date: '2027-01-30' })
          .error?.issues.map((i) => i.message),
        template_id,
      ).toEqual(['テンプレートを選択してください。']);
    for (const start_date of ['2027-01-300', '2027-02-30'])
      expect(
        applyTemplateFormSchema
          .safeParse({ template_id: '12', start_date })
          .error?.issues.map((i) => i.message),
        start_date,
      ).toEqual(['日付を正しく入力してください。']);
  });
});
