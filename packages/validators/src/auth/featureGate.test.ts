import { describe, expect, it } from 'vitest';
import { CONTRACT_STATUS, CONTRACT_TYPE } from '../contract/status.ts';
import { AUTHORITY } from './authId.ts';
import { canAccessFeature, type FeatureGateInput, REJECTED_CONTRACT_TYPES } from './featureGate.ts';

// A contract whose type alone would be refused (suspension), so only the
// status and expiry branches can let it through.
const gate = (
  contract: Partial<NonNullable<FeatureGateInput['contract']>>,
  extra: Partial<FeatureGateInput> = {},
): boolean =>
  canAccessFeature({
    loggedIn: true,
    authAllows: true,
    companyAuthAllows: true,
    contract: {
      contract_status: CONTRACT_STATUS.using,
      contract_type: CONTRACT_TYPE.suspension,
      contract_end_date: '2025-06-30',
      ...contract,
    },
    today: '2025-06-30',
    ...extra,
  });

describe('canAccessFeature: the status branch', () => {
  it('lets a using or temporary contract through whatever its type', () => {
    expect(gate({ contract_status: CONTRACT_STATUS.using })).toBe(true);
    expect(gate({ contract_status: CONTRACT_STATUS.temporary, contract_type: CONTRACT_TYPE.canceled })).toBe(
      true,
    );
  });

  it('judges any other status by its type alone', () => {
    for (const status of [
      CONTRACT_STATUS.suspended,
      CONTRACT_STATUS.cancellationPending,
      CONTRACT_STATUS.cancelled,
      CONTRACT_STATUS.transfer,
      CONTRACT_STATUS.processing,
    ]) {
      expect(gate({ contract_status: status, contract_end_date: null })).toBe(false);
      expect(gate({ contract_status: status, contract_type: CONTRACT_TYPE.canceled })).toBe(false);
      expect(gate({ contract_status: status, contract_type: CONTRACT_TYPE.using })).toBe(true);
      expect(gate({ contract_status: status, contract_type: CONTRACT_TYPE.temporary })).toBe(true);
    }
  });
});

describe('canAccessFeature: the expiry branch', () => {
  it('keeps the end date itself usable and refuses the day after', () => {
    expect(gate({}, { today: '2025-06-29' })).toBe(true);
    expect(gate({}, { today: '2025-06-30' })).toBe(true);
    expect(gate({}, { today: '2025-07-01' })).toBe(false);
    expect(gate({ contract_status: CONTRACT_STATUS.temporary }, { today: '2026-01-01' })).toBe(false);
  });

  it('never expires a contract without an end date', () => {
    expect(gate({ contract_end_date: null }, { today: '2099-12-31' })).toBe(true);
  });
});

describe('canAccessFeature: the rejected types', () => {
  it('refuses suspension and canceled by default, and nothing else', () => {
    expect(REJECTED_CONTRACT_TYPES).toEqual(['suspension', 'canceled']);
  });

  it('uses the caller’s list of rejected types when given', () => {
    const expired = { contract_status: CONTRACT_STATUS.suspended };
    expect(gate(expired, { rejectedContractTypes: [] })).toBe(true);
    expect(
      gate({ ...expired, contract_type: CONTRACT_TYPE.using }, { rejectedContractTypes: ['using'] }),
    ).toBe(false);
  });
});

describe('canAccessFeature: protec authority', () => {
  it('refuses a protec company only where the caller asks for it', () => {
    expect(gate({}, { companyAuthority: AUTHORITY.protec })).toBe(true);
    expect(gate({}, { companyAuthority: AUTHORITY.protec, rejectProtec: true })).toBe(false);
    expect(gate({}, { companyAuthority: AUTHORITY.contractor, rejectProtec: true })).toBe(true);
    expect(gate({}, { companyAuthority: null, rejectProtec: true })).toBe(true);
  });
});
