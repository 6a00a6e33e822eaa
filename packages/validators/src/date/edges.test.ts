import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { createProjectPeriodSchema, createReportDateRangeSchema, excelExportRangeSchema } from './ranges.ts';

describe('date ranges check order only when both dates are valid', () => {
  it('report range: one invalid date gives only its own message', () => {
    const schema = createReportDateRangeSchema(new Date('2025-06-15T12:00:00+09:00'));
    expect(issuesOf(schema, { start_date: '2025-06-10', end_date: '2025-02-30' })).toEqual({
      end_date: ['日付を正しく入力してください。'],
    });
    expect(issuesOf(schema, { start_date: '2099-02-30', end_date: '2025-06-10' })).toEqual({
      start_date: ['日付を正しく入力してください。'],
    });
  });

  it('Excel range: an end before the start, and the same day accepted', () => {
    expect(issuesOf(excelExportRangeSchema, { start_date: '2025-06-10', end_date: '2024-02-30' })).toEqual({
      end_date: ['日付を正しく入力してください。'],
    });
    expect(issuesOf(excelExportRangeSchema, { start_date: '2025-06-10', end_date: '2025-06-10' })).toEqual(
      {},
    );
    expect(issuesOf(excelExportRangeSchema, { start_date: '2025-06-10', end_date: '2025-06-09' })).toEqual({
      end_date: ['終了日は開始日以降の日付を指定してください。'],
    });
  });

  it('project period without tasks: any valid period is accepted', () => {
    const schema = createProjectPeriodSchema([]);
    expect(issuesOf(schema, { start_date: '2025-06-10', end_date: '2025-06-10' })).toEqual({});
    expect(issuesOf(schema, { start_date: '2025-06-10', end_date: '2030-01-01' })).toEqual({});
  });

  it('project period: favourite tasks alone set the bounds', () => {
    const schema = createProjectPeriodSchema([], [{ start_date: '2025-06-05', end_date: '2025-06-20' }]);
    expect(issuesOf(schema, { start_date: '2025-06-06', end_date: '2025-06-19' })).toEqual({
      start_date: ['開始日は最初のタスクの開始日(2025/06/05)以前の日付を指定してください。'],
      end_date: ['終了日は最後のタスクの終了日(2025/06/20)以降の日付を指定してください。'],
    });
  });
});
