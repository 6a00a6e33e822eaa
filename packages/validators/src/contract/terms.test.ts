import { describe, expect, it } from 'vitest';
import { ANNUAL_PLAN_MONTHLY_EQUIVALENT, PLAN_PRICES } from './fees.ts';
import {
  accessEndDate,
  CONTRACT_PERIOD_MONTHS,
  canWithdrawApplication,
  DEFAULT_CONTRACT_PERIOD_MONTHS,
  earliestDiscontinuationDate,
  earlyCancellationFee,
  minimumTermEndDate,
  OFFICE_PLAN_COST,
  optionTrialEndError,
  outageReduction,
  screenNoticeEffectiveAt,
  withTax,
} from './terms.ts';

describe('fees', () => {
  it('adds 10% tax rounded down, matching the terms amounts', () => {
    expect(withTax(12_000)).toBe(PLAN_PRICES.monthly.before);
    expect(withTax(15_000)).toBe(PLAN_PRICES.monthly.from);
    expect(withTax(129_600)).toBe(PLAN_PRICES.annual.before);
    expect(withTax(OFFICE_PLAN_COST)).toBe(PLAN_PRICES.office.from);
    expect(withTax(99)).toBe(108);
  });
  it('quotes the annual plan per month as a twelfth', () => {
    expect(PLAN_PRICES.annual.before / 12).toBe(ANNUAL_PLAN_MONTHLY_EQUIVALENT.before);
    expect(PLAN_PRICES.annual.from / 12).toBe(ANNUAL_PLAN_MONTHLY_EQUIVALENT.from);
  });
  it('offers 1, 6, 12 and 24 months, 12 by default', () => {
    expect(CONTRACT_PERIOD_MONTHS).toEqual([1, 6, 12, 24]);
    expect(DEFAULT_CONTRACT_PERIOD_MONTHS).toBe(12);
  });
});

describe('minimum term and early cancellation', () => {
  it('runs 3 months from billing start', () => {
    expect(minimumTermEndDate('2025-06-01')).toBe('2025-08-31');
    expect(minimumTermEndDate('2025-11-15')).toBe('2026-02-14');
  });
  it('owes the months left in the minimum term, no pro-rating', () => {
    const p = { billingStart: '2025-06-01', monthlyFee: 16_500 };
    expect(earlyCancellationFee({ ...p, cancelEffective: '2025-06-30' })).toBe(33_000);
    expect(earlyCancellationFee({ ...p, cancelEffective: '2025-07-01' })).toBe(16_500);
    expect(earlyCancellationFee({ ...p, cancelEffective: '2025-07-31' })).toBe(16_500);
    expect(earlyCancellationFee({ ...p, cancelEffective: '2025-08-01' })).toBe(0);
    expect(earlyCancellationFee({ ...p, cancelEffective: '2025-12-31' })).toBe(0);
  });
  it('stops access on the first day of the month after the end month', () => {
    expect(accessEndDate('2025-09-30')).toBe('2025-10-01');
    expect(accessEndDate('2025-12-31')).toBe('2026-01-01');
  });
  it('refuses withdrawing a completed application', () => {
    expect(canWithdrawApplication(true)).toBe(false);
    expect(canWithdrawApplication(false)).toBe(true);
  });
});

describe('outage, notices and options', () => {
  it('reduces 1/30 of the month per full 24 hours', () => {
    expect(outageReduction(16_500, 23.9)).toBe(0);
    expect(outageReduction(16_500, 24)).toBe(550);
    expect(outageReduction(16_500, 47)).toBe(550);
    expect(outageReduction(16_500, 48)).toBe(1_100);
    expect(outageReduction(16_500, 24 * 40)).toBe(16_500);
  });
  it('makes screen notices effective after 24 h and discontinuation after 30 days', () => {
    expect(screenNoticeEffectiveAt(new Date('2025-06-01T00:00:00Z')).toISOString()).toBe(
      '2025-06-02T00:00:00.000Z',
    );
    expect(earliestDiscontinuationDate('2025-06-01')).toBe('2025-07-01');
  });
  it('refuses an option trial ending before the basic trial', () => {
    expect(optionTrialEndError('2025-06-30', '2025-06-30')).toBeNull();
    expect(optionTrialEndError('2025-06-30', '2025-06-29')).toBe(
      'オプションのお試し期間終了日は、基本プランのお試し期間終了日と同じかそれ以降の日付を指定してください。',
    );
  });
});
