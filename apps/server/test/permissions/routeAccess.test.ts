import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  deniedRouteKeys,
  isRouteAllowed,
  ROUTE_KEYS,
} from '../../src/permissions/routeAccess.ts';

const base: AccessSubject = {
  authId: 2,
  memberUpdateAllowed: 0,
  contractAuthority: 1,
  companyAuthority: null,
  contracts: [{ contractType: 1, contractEndDate: '2027-10-31' }],
  today: '2026-11-22',
};

describe('route_allowed', () => {
  it('opens paid features with a contract in use, up to and including its end date', () => {
    expect(isRouteAllowed('album', base)).toBe(true);
    expect(isRouteAllowed('album', { ...base, today: '2027-10-31' })).toBe(true);
  });

  it('closes paid features for suspended or cancelled contracts and without any contract', () => {
    expect(
      isRouteAllowed('daily', { ...base, contracts: [{ contractType: 3, contractEndDate: null }] }),
    ).toBe(false);
    expect(
      isRouteAllowed('daily', { ...base, contracts: [{ contractType: 5, contractEndDate: '2026-01-31' }] }),
    ).toBe(false);
    expect(isRouteAllowed('daily', { ...base, contracts: [] })).toBe(false);
  });

  it('guards /aggregate-old exactly as /aggregate: every role, with the contract feature', () => {
    const subjects: AccessSubject[] = [
      base,
      { ...base, authId: 1, contractAuthority: 0 },
      { ...base, authId: 3 },
      { ...base, contracts: [{ contractType: 3, contractEndDate: null }] },
      { ...base, contracts: [{ contractType: 5, contractEndDate: '2026-01-31' }] },
      { ...base, contracts: [] },
    ];
    expect(subjects.map((s) => isRouteAllowed('aggregate-old', s))).toEqual(
      subjects.map((s) => isRouteAllowed('aggregate', s)),
    );
    expect(subjects.map((s) => isRouteAllowed('aggregate-old', s))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(deniedRouteKeys({ ...base, contracts: [] })).toEqual(
      expect.arrayContaining(['aggregate', 'aggregate-old']),
    );
  });

  it('keeps the talk page open whatever the contract', () => {
    expect(isRouteAllowed('talk', { ...base, contracts: [] })).toBe(true);
  });

  it('hides customers and buildings from cooperation and general members', () => {
    expect(isRouteAllowed('customer', { ...base, authId: 3 })).toBe(false);
    expect(isRouteAllowed('building', { ...base, authId: 1 })).toBe(false);
    expect(isRouteAllowed('customer', { ...base, authId: 7 })).toBe(true);
  });

  it('opens member information to managers or member_update_allowed 1', () => {
    expect(isRouteAllowed('member', { ...base, authId: 1 })).toBe(false);
    expect(isRouteAllowed('member', { ...base, authId: 1, memberUpdateAllowed: 1 })).toBe(true);
    expect(isRouteAllowed('member', { ...base, authId: 10, contractAuthority: 0 })).toBe(true);
  });

  it('keeps contracts to contract-authority holders and protec pages to protec companies', () => {
    expect(isRouteAllowed('contract', base)).toBe(true);
    expect(isRouteAllowed('contract', { ...base, contractAuthority: 0 })).toBe(false);
    expect(isRouteAllowed('protec', base)).toBe(false);
    expect(isRouteAllowed('protec', { ...base, companyAuthority: 16 })).toBe(true);
  });

  it('opens the admin screens to system administrators only, unset meaning not one', () => {
    expect(isRouteAllowed('admin', base)).toBe(false);
    expect(isRouteAllowed('admin', { ...base, systemAdmin: false })).toBe(false);
    expect(isRouteAllowed('admin', { ...base, authId: 1, contracts: [], systemAdmin: true })).toBe(true);
    expect(deniedRouteKeys(base)).toContain('admin');
  });

  it('closes settings to free accounts', () => {
    expect(isRouteAllowed('setting', { ...base, authId: 999, contractAuthority: 1 })).toBe(false);
  });
});

describe('settings screens and denied_routes', () => {
  it('opens company settings to the company manager alone (company_update)', () => {
    expect(isRouteAllowed('setting-company', base)).toBe(true);
    expect(isRouteAllowed('setting-company', { ...base, authId: 10 })).toBe(false);
    expect(isRouteAllowed('setting-company', { ...base, authId: 1, contractAuthority: 0 })).toBe(false);
    // The album download names are a company-wide setting: same rule, not the office one.
    expect(isRouteAllowed('setting-album-download', base)).toBe(true);
    expect(isRouteAllowed('setting-album-download', { ...base, authId: 10 })).toBe(false);
  });
  it('opens office settings to office managers or contract authority, never to free accounts', () => {
    expect(isRouteAllowed('setting-office', { ...base, authId: 10, contractAuthority: 0 })).toBe(true);
    expect(isRouteAllowed('setting-office', { ...base, authId: 1, contractAuthority: 0 })).toBe(false);
    expect(isRouteAllowed('setting-office', { ...base, authId: 999, contractAuthority: 1 })).toBe(false);
  });
  it('lists the guarded keys a member may not open, and only guarded keys', () => {
    const general = deniedRouteKeys({ ...base, authId: 1, contractAuthority: 0 });
    expect(general).toEqual(
      expect.arrayContaining(['member', 'setting', 'setting-company', 'setting-office']),
    );
    expect(general).not.toContain('talk');
    expect(general.every((key) => (ROUTE_KEYS as readonly string[]).includes(key))).toBe(true);
    expect(deniedRouteKeys(base)).not.toContain('setting-company');
  });
});
