import { describe, expect, it } from 'vitest';
import { cancellationEffectiveDate } from './cancellation.ts';
import { earlyCancellationFee } from './terms.ts';

describe('contract dates refuse what is not a date, naming it', () => {
  it('cancellationEffectiveDate', () => {
    expect(() => cancellationEffectiveDate('2025-06-30', '2025-02-30')).toThrow(
      'not a YYYY-MM-DD date: 2025-02-30',
    );
  });

  it('earlyCancellationFee', () => {
    expect(() =>
      earlyCancellationFee({ billingStart: '2025-06-01', cancelEffective: '明日', monthlyFee: 1000 }),
    ).toThrow(new RangeError('not a YYYY-MM-DD date: 明日'));
  });
});
