import { describe, expect, it } from 'vitest';
import { type BusinessHistoryListItem, historySummary, toHistoryRows } from './businessHistoryListState.ts';

const item = (overrides: Partial<BusinessHistoryListItem>): BusinessHistoryListItem => ({
  id: 1,
  operation_date: '2026-11-20',
  start_time: null,
  end_time: null,
  operation_class: 'visit',
  contact_person: null,
  claim_flg: 0,
  memo: null,
  referral_sales_type: null,
  neighbourhood_approach_type: null,
  created_by_name: null,
  ...overrides,
});

describe('toHistoryRows', () => {
  it('orders newest first and writes the day with the time range', () => {
    const rows = toHistoryRows([
      item({ id: 1, operation_date: '2026-11-19' }),
      item({ id: 2, start_time: '10:00', end_time: '11:30' }),
      item({ id: 3, start_time: '13:00' }),
    ]);
    expect(rows.map((r) => [r.item.id, r.when])).toEqual([
      [3, '2026/11/20 13:00〜'],
      [2, '2026/11/20 10:00〜11:30'],
      [1, '2026/11/19'],
    ]);
  });

  it('labels the class, the claim and the classifications that are set', () => {
    const [row] = toHistoryRows([
      item({ operation_class: 'phone', claim_flg: 1, neighbourhood_approach_type: 'complaint' }),
    ]);
    expect(row).toMatchObject({ classLabel: '電話', claim: true, tags: ['苦情対応'] });
    const [plain] = toHistoryRows([item({ referral_sales_type: 'requested' })]);
    expect(plain).toMatchObject({ classLabel: '訪問', claim: false, tags: ['紹介を依頼'] });
  });
});

describe('historySummary', () => {
  it('counts the entries, and the claims when there are any', () => {
    expect(historySummary([])).toBe('0件');
    expect(historySummary([item({}), item({ claim_flg: 1 })])).toBe('2件（クレーム1件）');
  });
});
