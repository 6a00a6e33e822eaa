import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { formatFallbackDateTime, formatListDate } from './display.ts';
import { isValidIsoDate, japanDate } from './japan.ts';
import {
  createProjectPeriodSchema,
  createReportDateRangeSchema,
  defaultExcelExportRange,
  excelExportRangeSchema,
} from './ranges.ts';

const jst = (s: string) => new Date(`${s}+09:00`);

describe('formatListDate', () => {
  const now = jst('2025-06-02T08:00:00');
  it('shows the time for today (in Japan)', () => {
    expect(formatListDate(jst('2025-06-02T00:05:00'), now)).toBe('00:05');
    expect(formatListDate(jst('2025-06-02T23:59:00'), now)).toBe('23:59');
  });
  it("shows '昨日' for yesterday", () => {
    expect(formatListDate(jst('2025-06-01T00:00:00'), now)).toBe('昨日');
    expect(formatListDate(jst('2025-06-01T23:59:59'), now)).toBe('昨日');
  });
  it('shows month/day before that, also across months and years', () => {
    expect(formatListDate(jst('2025-05-31T23:59:59'), now)).toBe('5/31');
    expect(formatListDate(jst('2024-12-25T10:00:00'), now)).toBe('12/25');
    expect(formatListDate(jst('2025-01-01T10:00:00'), jst('2025-01-02T10:00:00'))).toBe('昨日');
    expect(formatListDate(jst('2024-12-31T10:00:00'), jst('2025-01-01T10:00:00'))).toBe('昨日');
  });
  it('formats the fallback as YYYY/MM/DD HH:mm', () => {
    expect(formatFallbackDateTime(jst('2025-06-01T09:05:00'))).toBe('2025/06/01 09:05');
  });
});

describe('createReportDateRangeSchema', () => {
  const schema = createReportDateRangeSchema(jst('2025-06-01T00:10:00'));
  it('accepts past ranges, one-day ranges and today', () => {
    expect(issuesOf(schema, { start_date: '2025-05-01', end_date: '2025-06-01' })).toEqual({});
    expect(issuesOf(schema, { start_date: '2025-06-01', end_date: '2025-06-01' })).toEqual({});
  });
  it('needs both dates', () => {
    expect(issuesOf(schema, { start_date: '', end_date: '' })).toEqual({
      start_date: ['開始日を入力してください。'],
      end_date: ['終了日を入力してください。'],
    });
    expect(issuesOf(schema, { start_date: '2025-02-30', end_date: '2025/06/01' })).toEqual({
      start_date: ['日付を正しく入力してください。'],
      end_date: ['日付を正しく入力してください。'],
    });
  });
  it('refuses an end before the start', () => {
    expect(issuesOf(schema, { start_date: '2025-05-02', end_date: '2025-05-01' })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください。'],
    });
  });
  it('refuses future dates (2025-06-01 vs 2025-06-02 in Japan)', () => {
    expect(issuesOf(schema, { start_date: '2025-05-01', end_date: '2025-06-02' })).toEqual({
      end_date: ['未来の日付は指定できません。'],
    });
    expect(issuesOf(schema, { start_date: '2025-06-02', end_date: '2025-06-03' })).toEqual({
      start_date: ['未来の日付は指定できません。'],
      end_date: ['未来の日付は指定できません。'],
    });
  });
});

describe('excelExportRangeSchema', () => {
  it('allows 365 days counting both ends, not 366', () => {
    expect(issuesOf(excelExportRangeSchema, { start_date: '2025-01-01', end_date: '2025-12-31' })).toEqual(
      {},
    );
    expect(issuesOf(excelExportRangeSchema, { start_date: '2024-01-01', end_date: '2024-12-31' })).toEqual({
      end_date: ['出力期間は365日以内で指定してください。'],
    });
  });
  it('refuses an end before the start', () => {
    expect(issuesOf(excelExportRangeSchema, { start_date: '2025-01-02', end_date: '2025-01-01' })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください。'],
    });
  });
  it('defaults to the 93 days ending today', () => {
    expect(defaultExcelExportRange(jst('2025-06-01T00:30:00'))).toEqual({
      start_date: '2025-03-01',
      end_date: '2025-06-01',
    });
  });
});

describe('createProjectPeriodSchema', () => {
  const schema = createProjectPeriodSchema(
    [
      { start_date: '2025-06-03', end_date: '2025-06-10' },
      { start_date: null, end_date: null },
    ],
    [{ start_date: '2025-06-05', end_date: '2025-06-20' }],
  );
  it('accepts a period containing every task and favourite task', () => {
    expect(issuesOf(schema, { start_date: '2025-06-03', end_date: '2025-06-20' })).toEqual({});
    expect(issuesOf(schema, { start_date: '2025-06-01', end_date: '2025-06-30' })).toEqual({});
  });
  it('refuses a start after the first task and an end before the last (favourite) task', () => {
    expect(issuesOf(schema, { start_date: '2025-06-04', end_date: '2025-06-19' })).toEqual({
      start_date: ['開始日は最初のタスクの開始日(2025/06/03)以前の日付を指定してください。'],
      end_date: ['終了日は最後のタスクの終了日(2025/06/20)以降の日付を指定してください。'],
    });
  });
  it('refuses an end before the start and needs both dates', () => {
    const empty = createProjectPeriodSchema([]);
    expect(issuesOf(empty, { start_date: '2025-06-02', end_date: '2025-06-01' })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください。'],
    });
    expect(issuesOf(empty, { start_date: '2025-06-01', end_date: '2025-06-01' })).toEqual({});
    expect(issuesOf(empty, {})).toEqual({
      start_date: ['開始日を入力してください。'],
      end_date: ['終了日を入力してください。'],
    });
  });
});

describe('japanDate / isValidIsoDate', () => {
  it('reads an instant as a date in Japan', () => {
    expect(japanDate(new Date('2025-05-31T14:59:59Z'))).toBe('2025-05-31');
    expect(japanDate(new Date('2025-05-31T15:00:00Z'))).toBe('2025-06-01');
  });
  it('accepts real dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-6-1')).toBe(false);
  });
});
