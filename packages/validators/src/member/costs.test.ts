import { describe, expect, it } from 'vitest';
import { MEMBER_COST_MESSAGE, memberAllowancesSchema, memberCostsSchema } from './costs.ts';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('memberCostsSchema', () => {
  it('reads amounts from form text, blank as not set', () => {
    expect(
      memberCostsSchema.parse({
        cost_type: '1',
        cost: '15000',
        hour_cost: '',
        monthly_cost: null,
        field_volume_cost: 0,
      }),
    ).toEqual({
      cost_type: 1,
      cost: 15000,
      hour_cost: null,
      monthly_cost: null,
      monthly_payment_cost: null,
      hour_allowance_cost: null,
      field_volume_cost: 0,
      company_member_allowance: [],
    });
    expect(memberCostsSchema.parse({ cost_type: '' }).cost_type).toBeNull();
  });

  it('refuses negative, fractional, huge and non-digit amounts and unknown pay types', () => {
    for (const cost of ['-1', '1.5', '10000000', '１０００', 'abc', 1e300]) {
      expect(messages(memberCostsSchema.safeParse({ cost }))).toEqual({ cost: MEMBER_COST_MESSAGE.amount });
    }
    expect(messages(memberCostsSchema.safeParse({ cost_type: '9' }))).toEqual({
      cost_type: MEMBER_COST_MESSAGE.costType,
    });
  });
});

describe('memberAllowancesSchema', () => {
  it('needs a name, an amount and a unit, and each name once', () => {
    const ok = memberAllowancesSchema.parse([{ name: ' 現場手当 ', cost: '3000', unit_id: '1' }]);
    expect(ok).toEqual([{ name: '現場手当', cost: 3000, unit_id: 1 }]);
    expect(messages(memberAllowancesSchema.safeParse([{ name: '', cost: '', unit_id: '7' }]))).toEqual({
      '0.name': MEMBER_COST_MESSAGE.allowanceName,
      '0.cost': MEMBER_COST_MESSAGE.allowanceCost,
      '0.unit_id': MEMBER_COST_MESSAGE.unit,
    });
    const twice = [
      { name: '資格手当', cost: '1000', unit_id: 3 },
      { name: '資格手当', cost: '2000', unit_id: 3 },
    ];
    expect(messages(memberAllowancesSchema.safeParse(twice))).toEqual({
      '1.name': MEMBER_COST_MESSAGE.duplicate,
    });
  });

  it('keeps at most 20 rows', () => {
    const rows = Array.from({ length: 21 }, (_, i) => ({ name: `手当${i}`, cost: 1, unit_id: 1 }));
    expect(memberAllowancesSchema.safeParse(rows).success).toBe(false);
  });
});
