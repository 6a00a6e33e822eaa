import { addDays, addMonths, endOfMonth, isIsoDate } from '../internal/date.ts';

/** Core §9 other client-side plan amounts (yen, before tax), in the order the spec lists them. */
export const CLIENT_PLAN_AMOUNTS = [10_000, 105_600, 8_800, 51_000, 95_000, 84_000, 12_000, 129_600] as const;
/** The two amounts the spec ties to a period: 10,000 for 1 month, 105,600 for 12 months. */
export const PLAN_AMOUNT_BY_MONTHS = { 1: 10_000, 12: 105_600 } as const;
export const OPTION_COSTS = [10_000, 15_000, 20_000] as const;
export const TAX_RATE = 0.1;
/** Office plan before tax: 6,000 + 10% = the 6,600 of the terms. */
export const OFFICE_PLAN_COST = 6_000;

/**
 * Amount with consumption tax, rounded down to the yen (the usual Japanese
 * 切り捨て). Integer arithmetic avoids 12000 * 1.1 = 13200.000000000002.
 */
export const withTax = (amount: number): number => Math.floor((amount * 110) / 100);

/** Core §9 contract periods in months, and the default. */
export const CONTRACT_PERIOD_MONTHS = [1, 6, 12, 24] as const;
export type ContractPeriodMonths = (typeof CONTRACT_PERIOD_MONTHS)[number];
export const DEFAULT_CONTRACT_PERIOD_MONTHS = 12 satisfies ContractPeriodMonths;

/** Core §9 / talk §9 terms constants. */
export const CONTRACT_TERMS = {
  minimumTermMonths: 3,
  discontinuationNoticeDays: 30,
  screenNoticeEffectiveHours: 24,
  outageBlockHours: 24,
  outageMonthDays: 30,
} as const;

/** Last day of the 3-month minimum term that starts on `billingStart` (2025-06-01 → 2025-08-31). */
export const minimumTermEndDate = (billingStart: string): string =>
  addDays(addMonths(billingStart, CONTRACT_TERMS.minimumTermMonths), -1);

/**
 * Core §9: cancelling before the minimum term ends owes the fees of the
 * billing months left in it. A month that has started is a month used: no
 * refunds or pro-rating either way.
 */
export const earlyCancellationFee = (p: {
  billingStart: string;
  cancelEffective: string;
  monthlyFee: number;
}): number => {
  if (!isIsoDate(p.cancelEffective)) throw new RangeError(`not a YYYY-MM-DD date: ${p.cancelEffective}`);
  let used = 0;
  for (let i = 0; i < CONTRACT_TERMS.minimumTermMonths; i++) {
    if (addMonths(p.billingStart, i) <= p.cancelEffective) used++;
  }
  return (CONTRACT_TERMS.minimumTermMonths - used) * p.monthlyFee;
};

/**
 * Core §9 outage reduction: each full 24-hour block of an outage reduces the
 * month's charge by 1/30 (a 30-day month), rounded down to the yen; an
 * outage shorter than 24 hours reduces nothing. Never more than the charge.
 */
export const outageReduction = (monthlyFee: number, outageHours: number): number => {
  const blocks = Math.floor(outageHours / CONTRACT_TERMS.outageBlockHours);
  return Math.min(monthlyFee, Math.floor((monthlyFee * blocks) / CONTRACT_TERMS.outageMonthDays));
};

/** Core §4: after cancellation, viewing and editing stop on the first day of the month after the end month. */
export const accessEndDate = (cancellationEffective: string): string =>
  addDays(endOfMonth(cancellationEffective), 1);

/** Core §9: a notice shown on screen takes effect 24 hours after it is posted. */
export const screenNoticeEffectiveAt = (postedAt: Date): Date =>
  new Date(postedAt.getTime() + CONTRACT_TERMS.screenNoticeEffectiveHours * 3_600_000);

/** Core §9: the earliest date a discontinuation announced on `noticeDate` can take effect. */
export const earliestDiscontinuationDate = (noticeDate: string): string =>
  addDays(noticeDate, CONTRACT_TERMS.discontinuationNoticeDays);

/** Core §4: once an application is completed it cannot be cancelled. */
export const canWithdrawApplication = (applicationCompleted: boolean): boolean => !applicationCompleted;

/** Core §8 contract option messages (described, not quoted, by the spec). */
export const CONTRACT_OPTION_MESSAGE = {
  optionTrialEnd:
    'オプションのお試し期間終了日は、基本プランのお試し期間終了日と同じかそれ以降の日付を指定してください。',
  cardPaidOption: 'カード払いのオプションがあるため、基本プランのお試し期間は変更できません。',
  generic: 'エラーが発生しました。時間をおいて再度お試しください。',
} as const;

/** Core §8: an optional feature's trial may not end before the basic trial does. */
export const optionTrialEndError = (basicTrialEnd: string, optionTrialEnd: string): string | null =>
  optionTrialEnd >= basicTrialEnd ? null : CONTRACT_OPTION_MESSAGE.optionTrialEnd;
