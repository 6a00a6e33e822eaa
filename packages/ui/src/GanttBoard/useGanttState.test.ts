import { rollUpProgress } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import type { GanttProject, GanttTask } from './ganttTypes.ts';
import {
  barLabel,
  buildGanttRows,
  buildScale,
  createRowBuilder,
  dayIndex,
  holidayName,
  holidaysBetween,
  isoOfDay,
  shiftMonth,
  spanGeometry,
  spanVisible,
  type TaskRowModel,
  weightedProgress,
} from './useGanttState.ts';

const task = (over: Partial<GanttTask>): GanttTask => ({
  id: 1,
  project_id: 1,
  parent_id: null,
  name: '作業',
  start_date: '2026-11-02',
  end_date: '2026-11-06',
  actual_start_date: null,
  actual_end_date: null,
  status: 2,
  progress: 0,
  color: 'lightBlue',
  members: [],
  ...over,
});

const project: GanttProject = {
  id: 1,
  case_name: '博多駅前ビル 外装改修工事',
  start_date: '2026-10-26',
  end_date: '2027-01-29',
  schedule_status: 1,
  can_edit: true,
  tasks: [
    task({ id: 10, name: '足場組立', start_date: '2026-11-16', end_date: '2026-11-20', progress: 40 }),
    task({
      id: 11,
      parent_id: 10,
      name: '足場材搬入',
      start_date: '2026-11-16',
      end_date: '2026-11-17',
      progress: 100,
    }),
    task({
      id: 12,
      parent_id: 10,
      name: '足場検査',
      start_date: '2026-11-26',
      end_date: '2026-11-27',
      progress: 0,
    }),
    task({ id: 13, name: '外壁洗浄', start_date: '2026-11-30', end_date: '2026-12-04' }),
  ],
};

describe('day numbers', () => {
  it('round-trips dates across month, year and leap days', () => {
    for (const iso of ['1970-01-01', '2026-11-22', '2028-02-29', '2026-12-31'])
      expect(isoOfDay(dayIndex(iso))).toBe(iso);
    expect(dayIndex('2026-12-01') - dayIndex('2026-11-30')).toBe(1);
    expect(shiftMonth('2026-11-01', 2)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-01', -1)).toBe('2025-12-01');
  });
});

describe('buildScale', () => {
  it('covers whole months: 1 month of November is 30 days, 6 months from November 181 days', () => {
    expect(buildScale('2026-11-22', 1).days).toHaveLength(30);
    expect(buildScale('2026-11-22', 2).days).toHaveLength(61);
    expect(buildScale('2026-11-22', 6).days).toHaveLength(30 + 31 + 31 + 28 + 31 + 30);
  });
  it('labels months in Japanese and gives each view its day width', () => {
    const scale = buildScale('2026-11-05', 2);
    expect(scale.monthSpans.map((m) => [m.label, m.startOffset, m.days])).toEqual([
      ['2026年11月', 0, 30],
      ['2026年12月', 30, 31],
    ]);
    expect(scale.width).toBe(61 * 18);
  });
  it('shades weekends, national holidays and the company’s own days off', () => {
    const scale = buildScale('2026-11-01', 1, {
      weekly_off: [0, 6],
      public_holidays_off: true,
      dates: [{ date: '2026-11-30', name: '創立記念日' }],
    });
    const byDate = new Map(scale.days.map((d) => [d.date, d]));
    expect(byDate.get(1)).toMatchObject({ weekday: '日', nonWorking: true });
    expect(byDate.get(3)).toMatchObject({ weekday: '火', nonWorking: true, holidayName: '文化の日' });
    expect(byDate.get(23)).toMatchObject({ nonWorking: true, holidayName: '勤労感謝の日' });
    expect(byDate.get(24)).toMatchObject({ weekday: '火', nonWorking: false });
    expect(byDate.get(30)).toMatchObject({
      weekday: '月',
      nonWorking: true,
      holidayName: undefined,
      companyDayName: '創立記念日',
    });
    expect(holidayName('2027-01-01')).toBe('元日');
  });
  it('follows the company’s calendar: Saturdays worked, public holidays worked when it says so', () => {
    const byDate = new Map(
      buildScale('2026-11-01', 1, { weekly_off: [0], public_holidays_off: false, dates: [] }).days.map(
        (d) => [d.date, d],
      ),
    );
    expect(byDate.get(28)).toMatchObject({ weekday: '土', nonWorking: false });
    expect(byDate.get(29)).toMatchObject({ weekday: '日', nonWorking: true });
    expect(byDate.get(3)).toMatchObject({ nonWorking: false, holidayName: '文化の日' });
  });
  it('lists the public holidays of a period for the settings page', () => {
    expect(holidaysBetween('2026-11-01', '2026-11-30')).toEqual([
      { date: '2026-11-03', name: '文化の日' },
      { date: '2026-11-23', name: '勤労感謝の日' },
    ]);
  });
});

describe('geometry', () => {
  const scale = buildScale('2026-11-01', 1);
  it('places a bar by its days, counting both ends', () => {
    expect(spanGeometry(scale, '2026-11-02', '2026-11-06')).toEqual({ left: 36, width: 5 * 36 });
    expect(spanGeometry(scale, '2026-11-01', '2026-11-01')).toEqual({ left: 0, width: 36 });
  });
  it('knows a span outside the view', () => {
    expect(spanVisible(scale, '2026-10-01', '2026-10-31')).toBe(false);
    expect(spanVisible(scale, '2026-10-30', '2026-11-01')).toBe(true);
    expect(spanVisible(scale, '2026-12-01', '2026-12-02')).toBe(false);
  });
});

describe('buildGanttRows', () => {
  it('lists the project, then each task followed by its sub-tasks', () => {
    const rows = buildGanttRows([project], new Set());
    expect(
      rows.map((r) => (r.kind === 'project' ? r.project.case_name : `${'  '.repeat(r.depth)}${r.task.name}`)),
    ).toEqual(['博多駅前ビル 外装改修工事', '足場組立', '  足場材搬入', '  足場検査', '外壁洗浄']);
  });
  it('rolls the parent bar up over its sub-tasks, with length-weighted progress', () => {
    const parent = buildGanttRows([project], new Set())[1] as TaskRowModel;
    expect([parent.start, parent.end, parent.childCount]).toEqual(['2026-11-16', '2026-11-27', 2]);
    expect(parent.progress).toBe(50);
    expect(barLabel(parent)).toBe('足場組立 2026/11/16〜2026/11/27 作業前 50% サブタスク2件');
  });
  it('weights progress like the validators roll-up', () => {
    const kids = project.tasks.filter((t) => t.parent_id === 10);
    expect(weightedProgress(kids)).toBe(rollUpProgress(kids));
    expect(weightedProgress([])).toBe(0);
  });
  it('hides sub-tasks of a collapsed task and tasks of a collapsed project', () => {
    expect(buildGanttRows([project], new Set(['t10']))).toHaveLength(3);
    expect(buildGanttRows([project], new Set(['p1']))).toHaveLength(1);
  });
  it('draws optimistic overrides instead of the server dates', () => {
    const rows = buildGanttRows(
      [project],
      new Set(),
      new Map([[13, { start_date: '2026-12-01', end_date: '2026-12-07' }]]),
    );
    expect(rows.at(-1)).toMatchObject({ start: '2026-12-01', end: '2026-12-07' });
  });
  it('rebuilds only the project a change touched, keeping the other rows', () => {
    const other: GanttProject = {
      ...project,
      id: 2,
      tasks: project.tasks.map((t) => ({
        ...t,
        id: t.id + 100,
        parent_id: t.parent_id && t.parent_id + 100,
      })),
    };
    const build = createRowBuilder();
    const first = build([project, other], new Set(), new Map());
    const second = build(
      [project, other],
      new Set(),
      new Map([[113, { start_date: '2026-12-01', end_date: '2026-12-07' }]]),
    );
    expect(second[0]).toBe(first[0]);
    expect(second.at(-1)).not.toBe(first.at(-1));
    expect(second.at(-1)).toMatchObject({ start: '2026-12-01' });
    expect(build([project, other], new Set(['t110']), new Map())).toHaveLength(first.length - 2);
  });
  it('builds 10,000 tasks in a few milliseconds', () => {
    const many: GanttProject[] = Array.from({ length: 300 }, (_, p) => ({
      ...project,
      id: p + 1,
      tasks: Array.from({ length: 34 }, (_, i) =>
        task({ id: p * 100 + i + 1, parent_id: i % 4 === 0 || i === 0 ? null : p * 100 + 1 }),
      ),
    }));
    const t0 = performance.now();
    const rows = buildGanttRows(many, new Set());
    expect(rows.length).toBe(300 + 300 * 34);
    expect(performance.now() - t0).toBeLessThan(200);
  });
});
