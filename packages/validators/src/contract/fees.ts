import { jstIsoDate } from '../internal/date.ts';

/** Core §9 / talk §9: the day the new prices apply (a date in Japan). */
export const PRICE_CHANGE_DATE = '2025-06-01';

/** Yen, tax included, before and from {@link PRICE_CHANGE_DATE}. `annual` is the amount per year. */
export const PLAN_PRICES = {
  monthly: { before: 13_200, from: 16_500 },
  annual: { before: 142_560, from: 178_200 },
  office: { before: 6_600, from: 6_600 },
} as const;

/** The annual plan quoted per month (11,880 then 14,850), as shown in the terms. */
export const ANNUAL_PLAN_MONTHLY_EQUIVALENT = { before: 11_880, from: 14_850 } as const;

export type Plan = keyof typeof PLAN_PRICES;

/**
 * Price of a plan on a given instant, yen, tax included. The instant is read
 * as a date in Japan: 2025-06-01 00:00 JST is the first moment of the new price
 * even though it is still 31 May in UTC.
 */
export const planPrice = (plan: Plan, on: Date): number => {
  const prices = PLAN_PRICES[plan];
  return jstIsoDate(on) >= PRICE_CHANGE_DATE ? prices.from : prices.before;
};
