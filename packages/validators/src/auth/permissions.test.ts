import { describe, expect, it } from 'vitest';
import { AUTH_ID } from './authId.ts';
import {
  canAccessFeature,
  canOpenCompanySettings,
  canOpenFeatureRoute,
  canOpenMemberInformation,
  canOpenOfficeSettings,
  type FeatureGateInput,
  noPermissionRedirect,
} from './featureGate.ts';
import {
  assignableAuthIds,
  canEditTask,
  canMoveMember,
  canSeeCustomerInformation,
  hasContractAuthority,
  hasProtecAuthority,
  isFreeAccount,
  isOwnCompanyAuth,
  visibleOfficeIds,
} from './permissions.ts';
import { compareRoomMembers } from './roomSort.ts';

describe('assignableAuthIds', () => {
  it('gives a company manager the whole list of the member type', () => {
    expect(assignableAuthIds(AUTH_ID.companyManager, 1)).toContain(AUTH_ID.companyManager);
    expect(assignableAuthIds(AUTH_ID.companyManager, 2)).toEqual([
      AUTH_ID.cooperation,
      AUTH_ID.partnerForeman,
    ]);
  });
  it('hides company manager from everybody else', () => {
    expect(assignableAuthIds(AUTH_ID.officeManager, 1)).not.toContain(AUTH_ID.companyManager);
    expect(assignableAuthIds(AUTH_ID.officeManager, 1)).toContain(AUTH_ID.officeMember);
    expect(assignableAuthIds(AUTH_ID.officeManager, 2)).toEqual([3, 6]);
  });
});

describe('visibleOfficeIds', () => {
  it('shows all offices to a company manager, own offices to others', () => {
    expect(visibleOfficeIds({ auth_id: 2, office_ids: [1] }, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(visibleOfficeIds({ auth_id: 10, office_ids: [1, 3] }, [1, 2, 3])).toEqual([1, 3]);
  });
});

describe('role checks', () => {
  it('contract authority = company manager with contract_authority 1', () => {
    expect(hasContractAuthority({ auth_id: 2, contract_authority: 1 })).toBe(true);
    expect(hasContractAuthority({ auth_id: 2, contract_authority: 0 })).toBe(false);
    expect(hasContractAuthority({ auth_id: 10, contract_authority: 1 })).toBe(false);
  });
  it('partner check excludes cooperation, partner foreman and constructor', () => {
    expect([3, 6, 0].map(isOwnCompanyAuth)).toEqual([false, false, false]);
    expect([1, 2, 5, 7, 10, 11, 12].every(isOwnCompanyAuth)).toBe(true);
  });
  it('hides customer information from cooperation and general', () => {
    expect(canSeeCustomerInformation(3)).toBe(false);
    expect(canSeeCustomerInformation(1)).toBe(false);
    expect(canSeeCustomerInformation(2)).toBe(true);
    expect(canSeeCustomerInformation(7)).toBe(true);
  });
  it('free account and protec authority', () => {
    expect(isFreeAccount(999)).toBe(true);
    expect(isFreeAccount(101)).toBe(false);
    expect(hasProtecAuthority(16)).toBe(true);
    expect(hasProtecAuthority(15)).toBe(false);
  });
});

describe('canEditTask', () => {
  const project = { office_id: 1, office_disabled: false, fore_man_id: 50 };
  const actor = (auth_id: number, office_ids = [1], member_id = 50) => ({ auth_id, member_id, office_ids });
  it('always lets a company manager edit', () => expect(canEditTask(actor(2, []), project, null)).toBe(true));
  it('lets an office manager of the office edit unless it is disabled', () => {
    expect(canEditTask(actor(10), project, null)).toBe(true);
    expect(canEditTask(actor(10, [2]), project, null)).toBe(false);
    expect(canEditTask(actor(10), { ...project, office_disabled: true }, null)).toBe(false);
  });
  it('lets a salesman with no role edit in their office', () => {
    expect(canEditTask(actor(7), project, null)).toBe(true);
    expect(canEditTask(actor(7, [2]), project, null)).toBe(false);
  });
  it('lets a foreman with no role edit their own project', () => {
    expect(canEditTask(actor(5), project, null)).toBe(true);
    expect(canEditTask(actor(5, [1], 51), project, null)).toBe(false);
  });
  it('otherwise needs room role salesman or manager', () => {
    expect(canEditTask(actor(1), project, 1)).toBe(true);
    expect(canEditTask(actor(1), project, 2)).toBe(true);
    expect(canEditTask(actor(1), project, 0)).toBe(false);
    expect(canEditTask(actor(5, [1], 51), project, 0)).toBe(false);
  });
});

describe('canMoveMember', () => {
  const base = {
    member: { member_id: 2, auth_id: 12, office_ids: [1] },
    actorMemberId: 1,
    selectedOfficeIds: [1],
    allOfficeIds: [1, 2],
  };
  it('allows a move to an office the member is not in', () => expect(canMoveMember(base)).toBe(true));
  it('refuses yourself, a company manager, several offices, or nowhere to go', () => {
    expect(canMoveMember({ ...base, actorMemberId: 2 })).toBe(false);
    expect(canMoveMember({ ...base, member: { ...base.member, auth_id: 2 } })).toBe(false);
    expect(canMoveMember({ ...base, selectedOfficeIds: [1, 2] })).toBe(false);
    expect(canMoveMember({ ...base, member: { ...base.member, office_ids: [1, 2] } })).toBe(false);
  });
});

describe('canAccessFeature', () => {
  const ok: FeatureGateInput = {
    loggedIn: true,
    authAllows: true,
    companyAuthAllows: true,
    contract: { contract_status: 1, contract_type: 'using', contract_end_date: '2025-06-30' },
    today: '2025-06-30',
  };
  it('allows a using or temporary contract up to its end date', () => {
    expect(canAccessFeature(ok)).toBe(true);
    expect(
      canAccessFeature({
        ...ok,
        contract: { contract_status: 2, contract_type: 'temporary', contract_end_date: null },
      }),
    ).toBe(true);
  });
  it('refuses when logged out or either auth refuses', () => {
    expect(canAccessFeature({ ...ok, loggedIn: false })).toBe(false);
    expect(canAccessFeature({ ...ok, authAllows: false })).toBe(false);
    expect(canAccessFeature({ ...ok, companyAuthAllows: false })).toBe(false);
    expect(canAccessFeature({ ...ok, contract: null })).toBe(false);
  });
  it('after expiry, allows only contract types that are not rejected', () => {
    expect(canAccessFeature({ ...ok, today: '2025-07-01' })).toBe(true);
    const expiredSuspended = {
      contract_status: 3,
      contract_type: 'suspension',
      contract_end_date: '2025-06-30',
    };
    expect(canAccessFeature({ ...ok, contract: expiredSuspended, today: '2025-07-01' })).toBe(false);
    const cancelled = { contract_status: 5, contract_type: 'canceled', contract_end_date: null };
    expect(canAccessFeature({ ...ok, contract: cancelled })).toBe(false);
  });
  it('can refuse a company with protec authority', () => {
    expect(canAccessFeature({ ...ok, companyAuthority: 16 })).toBe(true);
    expect(canAccessFeature({ ...ok, companyAuthority: 16, rejectProtec: true })).toBe(false);
  });
});

describe('route access', () => {
  it('needs both the member feature and the company feature', () => {
    expect(canOpenFeatureRoute('album', { memberFeatures: ['album'], companyFeatures: ['album'] })).toBe(
      true,
    );
    expect(canOpenFeatureRoute('album', { memberFeatures: ['album'], companyFeatures: [] })).toBe(false);
    expect(canOpenFeatureRoute('album', { memberFeatures: [], companyFeatures: ['album'] })).toBe(false);
  });
  it('opens member information with member_update_allowed 1', () => {
    expect(canOpenMemberInformation({ hasPermission: false, member_update_allowed: 1 })).toBe(true);
    expect(canOpenMemberInformation({ hasPermission: false, member_update_allowed: 0 })).toBe(false);
    expect(canOpenMemberInformation({ hasPermission: true, member_update_allowed: 0 })).toBe(true);
  });
  it('opens office settings for office_update or contract authority, never for free accounts', () => {
    expect(canOpenOfficeSettings({ office_update: true, contract_authority: 0, isFree: false })).toBe(true);
    expect(canOpenOfficeSettings({ office_update: false, contract_authority: 1, isFree: false })).toBe(true);
    expect(canOpenOfficeSettings({ office_update: false, contract_authority: 0, isFree: false })).toBe(false);
    expect(canOpenOfficeSettings({ office_update: true, contract_authority: 1, isFree: true })).toBe(false);
  });
  it('opens company settings with company_update', () => {
    expect(canOpenCompanySettings({ company_update: true })).toBe(true);
    expect(canOpenCompanySettings({ company_update: false })).toBe(false);
  });
  it('sends a user without permission to /talk, or /genbamaster for schedule templates', () => {
    expect(noPermissionRedirect('/album')).toBe('/talk');
    expect(noPermissionRedirect('/genbamaster/template')).toBe('/genbamaster');
  });
});

describe('compareRoomMembers', () => {
  it('lists in-company members first, then by role 2, 1, 0, 1000', () => {
    const members = [
      { id: 'a', type: 2, room_role: 1 },
      { id: 'b', type: 1, room_role: 0 },
      { id: 'c', type: 1, room_role: 1 },
      { id: 'd', type: 1, room_role: 2 },
      { id: 'e', type: 2, room_role: 1000 },
      { id: 'f', type: 1, room_role: 1000 },
    ];
    expect([...members].sort(compareRoomMembers).map((m) => m.id)).toEqual(['d', 'c', 'b', 'f', 'a', 'e']);
  });
});
