import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { scheduleNumbersSchema } from './numbers.ts';
import { confirmScheduleStatus, SCHEDULE_STATUS } from './status.ts';

describe('scheduleNumbersSchema', () => {
  it('accepts empty fields (not entered)', () => {
    expect(issuesOf(scheduleNumbersSchema, {})).toEqual({});
    expect(
      issuesOf(scheduleNumbersSchema, { scheduled_days: '', scheduled_man_days: '', actual_days: '' }),
    ).toEqual({});
  });
  it('caps scheduled days at 3653 (3653 vs 3654)', () => {
    expect(issuesOf(scheduleNumbersSchema, { scheduled_days: '3653' })).toEqual({});
    expect(issuesOf(scheduleNumbersSchema, { scheduled_days: '3654' })).toEqual({
      scheduled_days: ['予定日数は3653日(10年)以下で入力してください。'],
    });
  });
  it('caps man-days at 999.9 with one decimal', () => {
    expect(issuesOf(scheduleNumbersSchema, { scheduled_man_days: '999.9' })).toEqual({});
    expect(issuesOf(scheduleNumbersSchema, { scheduled_man_days: '12' })).toEqual({});
    expect(issuesOf(scheduleNumbersSchema, { scheduled_man_days: '1000' })).toEqual({
      scheduled_man_days: ['予定人工は999.9以下で入力してください。'],
    });
    for (const v of ['1.25', '1.', '.5', '１２', '-1']) {
      expect(issuesOf(scheduleNumbersSchema, { scheduled_man_days: v })).toEqual({
        scheduled_man_days: ['予定人工は半角数字(小数点以下1桁まで)で入力してください。'],
      });
    }
  });
  it('caps actual days at 999 (999 vs 1000)', () => {
    expect(issuesOf(scheduleNumbersSchema, { actual_days: '999' })).toEqual({});
    expect(issuesOf(scheduleNumbersSchema, { actual_days: '1000' })).toEqual({
      actual_days: ['実績日数は999日以下で入力してください。'],
    });
  });
  it('takes half-width digits only for days', () => {
    for (const v of ['１０', '1.5', '-1', '1e3', ' 1']) {
      expect(issuesOf(scheduleNumbersSchema, { scheduled_days: v, actual_days: v })).toEqual({
        scheduled_days: ['半角数字で入力してください。'],
        actual_days: ['半角数字で入力してください。'],
      });
    }
  });
});

describe('confirmScheduleStatus', () => {
  it('turns a temporary hold into confirmed and leaves the others', () => {
    expect(confirmScheduleStatus(SCHEDULE_STATUS.temporaryHold)).toBe(SCHEDULE_STATUS.confirmed);
    expect(confirmScheduleStatus(SCHEDULE_STATUS.confirmed)).toBe(SCHEDULE_STATUS.confirmed);
    expect(confirmScheduleStatus(SCHEDULE_STATUS.notSet)).toBe(SCHEDULE_STATUS.notSet);
  });
});
