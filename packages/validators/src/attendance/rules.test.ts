import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  CHANGE_REQUEST_STATE_LABEL,
  CLOCK_ACTION_LABEL,
  changeReasonSchema,
  monthRange,
  monthSchema,
  reviewCommentSchema,
} from './rules.ts';
import { WORKING_HOURS_MESSAGE, workingHoursSchema } from './workingHours.ts';

describe('attendance request rules', () => {
  it('labels the clock buttons and the states of a change request', () => {
    expect(CLOCK_ACTION_LABEL).toEqual({
      attendance_start: '出勤',
      leave_work: '退勤',
      rest_start: '休憩開始',
      rest_end: '休憩終了',
    });
    expect(CHANGE_REQUEST_STATE_LABEL).toEqual({
      pending: '承認待ち',
      approved: '承認済み',
      rejected: '却下',
    });
  });

  it('needs a trimmed reason of at most 500 characters, line breaks allowed', () => {
    expect(changeReasonSchema.parse(' 打刻を忘れました。\n17時退勤です。 ')).toBe(
      '打刻を忘れました。\n17時退勤です。',
    );
    expect(issuesOf(changeReasonSchema, '　')).toEqual({ '': ['申請理由を入力してください'] });
    expect(issuesOf(changeReasonSchema, 'あ'.repeat(500))).toEqual({});
    expect(issuesOf(changeReasonSchema, 'あ'.repeat(501))).toEqual({ '': ['500文字以下で入力してください'] });
  });

  it('takes an optional review comment: trimmed, at most 500 characters, line breaks allowed', () => {
    expect(reviewCommentSchema.parse(' 確認しました。\nOKです。 ')).toBe('確認しました。\nOKです。');
    expect(reviewCommentSchema.parse('')).toBe('');
    expect(issuesOf(reviewCommentSchema, 'あ'.repeat(501))).toEqual({
      '': ['500文字以下で入力してください'],
    });
  });

  it('takes a month as YYYY-MM, January to December, with one message for anything else', () => {
    for (const m of ['2026-01', '2026-09', '2026-10', '2026-11', '2026-12'])
      expect(monthSchema.parse(m)).toBe(m);
    for (const m of ['2026-00', '2026-13', '2026-1', '2026-110', '26-11', 'abcd-11', 202611])
      expect(issuesOf(monthSchema, m), String(m)).toEqual({ '': ['年月をYYYY-MM形式で入力してください。'] });
  });

  it('gives the first and last day of a month', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('working hours edges', () => {
  const ok = { start_time: '08:00', end_time: '17:00', rest_start_time: '12:00', rest_end_time: '13:00' };
  it('refuses a rest that ends when it starts', () => {
    expect(issuesOf(workingHoursSchema, { ...ok, rest_end_time: '12:00' })).toEqual({
      rest_end_time: [WORKING_HOURS_MESSAGE.restEndAfterStart],
    });
  });
  it('gives a malformed time its own message only, and one', () => {
    for (const t of ['08:000', 'x08:00', '8:00', 800])
      expect(issuesOf(workingHoursSchema, { ...ok, start_time: t, end_time: '07:00' }), String(t)).toEqual({
        start_time: [WORKING_HOURS_MESSAGE.time],
      });
  });
});
