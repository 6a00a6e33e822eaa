import { describe, expect, it } from 'vitest';
import { cancellationEffectiveDate } from './cancellation.ts';
import { planPrice } from './fees.ts';

describe('planPrice', () => {
  const dayBefore = new Date('2025-05-31T23:59:59+09:00');
  const dayOf = new Date('2025-06-01T00:00:00+09:00');
  it('charges the old prices on 2025-05-31 (Japan)', () => {
    expect(planPrice('monthly', dayBefore)).toBe(13_200);
    expect(planPrice('annual', dayBefore)).toBe(142_560);
    expect(planPrice('office', dayBefore)).toBe(6_600);
  });
  it('charges the new prices from 2025-06-01 (Japan), although it is still 31 May in UTC', () => {
    expect(dayOf.toISOString()).toBe('2025-05-31T15:00:00.000Z');
    expect(planPrice('monthly', dayOf)).toBe(16_500);
    expect(planPrice('annual', dayOf)).toBe(178_200);
    expect(planPrice('office', dayOf)).toBe(6_600);
  });
});

describe('cancellationEffectiveDate', () => {
  it('takes effect on the last day of the end month when notice arrives by then', () => {
    expect(cancellationEffectiveDate('2025-09-15', '2025-09-01')).toBe('2025-09-30');
    expect(cancellationEffectiveDate('2025-09-15', '2025-09-30')).toBe('2025-09-30');
    expect(cancellationEffectiveDate('2024-02-10', '2024-01-05')).toBe('2024-02-29');
  });
  it('renews (null) when the notice is later', () => {
    expect(cancellationEffectiveDate('2025-09-15', '2025-10-01')).toBeNull();
  });
  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => cancellationEffectiveDate('2025-02-30', '2025-01-01')).toThrow(RangeError);
    expect(() => cancellationEffectiveDate('2025-09-15', '2025/09/01')).toThrow(RangeError);
  });
});
