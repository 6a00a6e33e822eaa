import { describe, expect, it } from 'vitest';
import { AUTH_ID } from './authId.ts';
import { canUpdateMembers, roomRoleOf } from './roles.ts';

describe('roomRoleOf', () => {
  it.each([
    [AUTH_ID.companyManager, 1],
    [AUTH_ID.officeManager, 1],
    [AUTH_ID.foreman, 1],
    [AUTH_ID.partnerForeman, 1],
    [AUTH_ID.salesman, 2],
    [AUTH_ID.general, 0],
    [AUTH_ID.cooperation, 0],
    [AUTH_ID.officeSubManager, 0],
    [AUTH_ID.officeMember, 0],
    [AUTH_ID.builder, 0],
    [AUTH_ID.free, 0],
    [12345, 0],
  ])('auth %i → room role %i', (auth, role) => expect(roomRoleOf(auth)).toBe(role));
});

describe('canUpdateMembers', () => {
  it('lets company and office managers in regardless of the flag', () => {
    expect(canUpdateMembers({ auth_id: AUTH_ID.companyManager, member_update_allowed: 0 })).toBe(true);
    expect(canUpdateMembers({ auth_id: AUTH_ID.officeManager, member_update_allowed: 0 })).toBe(true);
  });
  it('lets others in only when member_update_allowed is 1', () => {
    expect(canUpdateMembers({ auth_id: AUTH_ID.general, member_update_allowed: 1 })).toBe(true);
    expect(canUpdateMembers({ auth_id: AUTH_ID.general, member_update_allowed: 0 })).toBe(false);
    expect(canUpdateMembers({ auth_id: AUTH_ID.officeSubManager, member_update_allowed: 2 })).toBe(false);
    expect(canUpdateMembers({ auth_id: AUTH_ID.foreman, member_update_allowed: 0 })).toBe(false);
  });
});
