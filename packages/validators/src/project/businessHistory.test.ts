import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
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

describe('business history: days, times and texts at their edges', () => {
  it('takes only a real YYYY-MM-DD day, each refusal said once', () => {
    for (const day of [
      '2026-1-5',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
      '0050-01-01',
      '2026-11-200',
    ])
      expect(issuesOf(businessHistorySchema, { ...valid, operation_date: day }), day).toEqual({
        operation_date: [INPUT_MESSAGE.date],
      });
    expect(issuesOf(businessHistorySchema, { ...valid, operation_date: '2028-02-29' })).toEqual({});
  });

  it('takes HH:mm times only, each refusal said once', () => {
    for (const time of ['10:000', '9:00', 900])
      expect(issuesOf(businessHistorySchema, { ...valid, start_time: time }), String(time)).toEqual({
        start_time: [INPUT_MESSAGE.time],
      });
  });

  it('trims the contact person and keeps the memo’s line breaks', () => {
    const parsed = businessHistorySchema.parse({
      ...valid,
      contact_person: ' 田中様 ',
      memo: '一行目\n二行目',
    });
    expect(parsed.contact_person).toBe('田中様');
    expect(parsed.memo).toBe('一行目\n二行目');
  });
});

describe('business history form: at its edges', () => {
  const form = { ...EMPTY_BUSINESS_HISTORY_FORM, operation_date: '2026-11-20', operation_class: 'visit' };

  it('starts empty, with no claim', () => {
    expect(EMPTY_BUSINESS_HISTORY_FORM).toEqual({
      operation_date: '',
      start_time: '',
      end_time: '',
      operation_class: '',
      contact_person: '',
      claim_flg: false,
      memo: '',
      referral_sales_type: '',
      neighbourhood_approach_type: '',
    });
  });

  it('reports the request’s limits, not the form’s raw bounds, on the contact person and the memo', () => {
    expect(
      issuesOf(businessHistoryFormSchema, {
        ...form,
        contact_person: 'あ'.repeat(50),
        memo: 'あ'.repeat(1000),
      }),
    ).toEqual({});
    expect(issuesOf(businessHistoryFormSchema, { ...form, contact_person: 'あ'.repeat(51) })).toEqual({
      contact_person: ['50文字以下で入力してください'],
    });
    expect(issuesOf(businessHistoryFormSchema, { ...form, operation_date: '2026-11-200' })).toEqual({
      operation_date: ['10文字以下で入力してください'],
    });
  });

  it('says a reversed time range once, and says nothing of the order of a time that is itself wrong', () => {
    expect(issuesOf(businessHistoryFormSchema, { ...form, start_time: '11:00', end_time: '10:00' })).toEqual({
      end_time: [BUSINESS_HISTORY_MESSAGE.endTimeAfterStart],
    });
    expect(
      issuesOf(businessHistoryFormSchema, {
        ...form,
        operation_date: '',
        start_time: '11:00',
        end_time: '0:00',
      }),
    ).toEqual({
      operation_date: [BUSINESS_HISTORY_MESSAGE.operationDateRequired],
      end_time: [INPUT_MESSAGE.time],
    });
  });

  it('lists the newer of two entries at the same time first, whatever order they come in', () => {
    const older = { id: 9, operation_date: '2026-11-02', start_time: '09:00', end_time: null };
    const newer = { ...older, id: 10 };
    expect([older, newer].sort(compareBusinessHistory).map((r) => r.id)).toEqual([10, 9]);
    expect([newer, older].sort(compareBusinessHistory).map((r) => r.id)).toEqual([10, 9]);
  });
});
