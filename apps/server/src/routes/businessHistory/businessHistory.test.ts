import { describe, expect, it } from 'vitest';
import type { BusinessHistoryRow } from './queries.ts';
import { toWireBusinessHistory } from './wire.ts';

const row = (overrides: Partial<BusinessHistoryRow['entry']> = {}): BusinessHistoryRow => ({
  entry: {
    id: 7,
    companyId: 1,
    projectId: 12,
    operationDate: '2026-11-20',
    startTime: '10:00',
    endTime: null,
    operationClass: 'phone',
    contactPerson: null,
    claimFlg: true,
    memo: null,
    referralSalesType: null,
    neighbourhoodApproachType: 'complaint',
    createdBy: 3,
    createdAt: new Date('2026-11-20T01:00:00Z'),
    updatedAt: new Date('2026-11-20T02:30:00Z'),
    ...overrides,
  },
  fieldName: '博多の現場',
  createdByName: '山田 太郎',
});

describe('toWireBusinessHistory', () => {
  it('names the project as field_id / field_name and writes the claim as the legacy 0/1 flag', () => {
    const wire = toWireBusinessHistory(row());
    expect(wire).toMatchObject({
      id: 7,
      field_id: 12,
      field_name: '博多の現場',
      claim_flg: 1,
      start_time: '10:00',
      end_time: null,
      neighbourhood_approach_type: 'complaint',
      created_by_name: '山田 太郎',
    });
    expect(toWireBusinessHistory(row({ claimFlg: false })).claim_flg).toBe(0);
  });

  it('writes timestamps in Japan time', () => {
    expect(toWireBusinessHistory(row()).created_at).toBe('2026-11-20 10:00:00');
    expect(toWireBusinessHistory(row()).updated_at).toBe('2026-11-20 11:30:00');
  });
});
