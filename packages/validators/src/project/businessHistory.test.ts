import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  BUSINESS_HISTORY_MESSAGE,
  businessHistoryFormSchema,
  businessHistorySchema,
  compareBusinessHistory,
  EMPTY_BUSINESS_HISTORY_FORM,
  formatHistoryTime,
} from './businessHistory.ts';

const valid = { operation_date: '2026-11-20', operation_class: 'visit' };

describe('businessHistorySchema (the request)', () => {
  it('accepts the minimum: a day and a class; the claim defaults to false', () => {
    const parsed = businessHistorySchema.parse(valid);
    expect(parsed.claim_flg).toBe(false);
  });

  it('requires the day and the class, with Japanese messages', () => {
    expect(issuesOf(businessHistorySchema, {})).toEqual({
      operation_date: [BUSINESS_HISTORY_MESSAGE.operationDateRequired],
      operation_class: [BUSINESS_HISTORY_MESSAGE.operationClassRequired],
    });
    expect(issuesOf(businessHistorySchema, { ...valid, operation_date: '' })).toEqual({
      operation_date: [BUSINESS_HISTORY_MESSAGE.operationDateRequired],
    });
  });

  it('refuses a day that does not exist and a time outside 00:00–23:59', () => {
    expect(issuesOf(businessHistorySchema, { ...valid, operation_date: '2026-02-30' })).toEqual({
      operation_date: ['日付の形式に誤りがあります'],
    });
    expect(issuesOf(businessHistorySchema, { ...valid, start_time: '24:00' })).toEqual({
      start_time: ['時刻の形式に誤りがあります'],
    });
  });

  it('needs the end at or after the start, and a start before any end', () => {
    expect(issuesOf(businessHistorySchema, { ...valid, start_time: '10:00', end_time: '09:59' })).toEqual({
      end_time: [BUSINESS_HISTORY_MESSAGE.endTimeAfterStart],
    });
    expect(issuesOf(businessHistorySchema, { ...valid, end_time: '10:00' })).toEqual({
      start_time: [BUSINESS_HISTORY_MESSAGE.endTimeWithoutStart],
    });
    expect(issuesOf(businessHistorySchema, { ...valid, start_time: '10:00', end_time: '10:00' })).toEqual({});
    expect(issuesOf(businessHistorySchema, { ...valid, start_time: '10:00' })).toEqual({});
  });

  it('bounds the contact person (50) and the memo (1000), and refuses unknown classes', () => {
    expect(issuesOf(businessHistorySchema, { ...valid, contact_person: 'あ'.repeat(50) })).toEqual({});
    expect(issuesOf(businessHistorySchema, { ...valid, contact_person: 'あ'.repeat(51) })).toEqual({
      contact_person: ['50文字以下で入力してください'],
    });
    expect(issuesOf(businessHistorySchema, { ...valid, memo: 'あ'.repeat(1001) })).toEqual({
      memo: ['1000文字以下で入力してください'],
    });
    expect(issuesOf(businessHistorySchema, { ...valid, referral_sales_type: 'x' })).toEqual({
      referral_sales_type: ['選択肢の中から選んでください。'],
    });
  });
});

describe('businessHistoryFormSchema (the browser form)', () => {
  it('turns blanks into null and keeps the claim', () => {
    const out = businessHistoryFormSchema.parse({
      ...EMPTY_BUSINESS_HISTORY_FORM,
      operation_date: '2026-11-20',
      operation_class: 'phone',
      contact_person: '  田中様 ',
      claim_flg: true,
    });
    expect(out).toEqual({
      operation_date: '2026-11-20',
      start_time: null,
      end_time: null,
      operation_class: 'phone',
      contact_person: '田中様',
      claim_flg: true,
      memo: null,
      referral_sales_type: null,
      neighbourhood_approach_type: null,
    });
  });

  it('reports the request’s rules on the form’s fields', () => {
    expect(
      issuesOf(businessHistoryFormSchema, {
        ...EMPTY_BUSINESS_HISTORY_FORM,
        start_time: '11:00',
        end_time: '10:00',
      }),
    ).toEqual({
      operation_date: [BUSINESS_HISTORY_MESSAGE.operationDateRequired],
      operation_class: [BUSINESS_HISTORY_MESSAGE.operationClassRequired],
      end_time: [BUSINESS_HISTORY_MESSAGE.endTimeAfterStart],
    });
  });
});

describe('list order and time display', () => {
  it('puts the newest day first, then the latest start, then the newest entry', () => {
    const rows = [
      { id: 1, operation_date: '2026-11-01', start_time: null, end_time: null },
      { id: 2, operation_date: '2026-11-02', start_time: '09:00', end_time: null },
      { id: 3, operation_date: '2026-11-02', start_time: '13:00', end_time: '14:00' },
      { id: 4, operation_date: '2026-11-02', start_time: null, end_time: null },
      { id: 5, operation_date: '2026-11-01', start_time: null, end_time: null },
    ];
    expect([...rows].sort(compareBusinessHistory).map((r) => r.id)).toEqual([3, 2, 4, 5, 1]);
  });

  it('writes the time range as the list shows it', () => {
    expect(formatHistoryTime({ start_time: '10:00', end_time: '11:30' })).toBe('10:00〜11:30');
    expect(formatHistoryTime({ start_time: '10:00', end_time: null })).toBe('10:00〜');
    expect(formatHistoryTime({ start_time: null, end_time: null })).toBe('');
  });
});
