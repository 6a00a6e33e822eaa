import { endOfMonth, isIsoDate } from '../internal/date.ts';

/**
 * Core §4 contract terms: a cancellation takes effect on the last day of the
 * contract-end month when the notice arrives on or before that day; a later
 * notice comes back `null`, meaning the contract renews on the same plan and
 * term. Both arguments are `YYYY-MM-DD`; anything else throws a RangeError
 * (a silent `null` would wrongly read as "renews").
 */
export const cancellationEffectiveDate = (contractEnd: string, notice: string): string | null => {
  if (!isIsoDate(notice)) throw new RangeError(`not a YYYY-MM-DD date: ${notice}`);
  const effective = endOfMonth(contractEnd);
  return notice <= effective ? effective : null;
};
