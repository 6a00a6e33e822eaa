import { describe, expect, it } from 'vitest';
import { AUTH_ID, ROOM_ROLE } from './authId.ts';
import { avatarTypeOf } from './avatar.ts';
import { noPermissionRedirect } from './featureGate.ts';
import { canEditTask } from './permissions.ts';
import { compareRoomMembers } from './roomSort.ts';

describe('avatarTypeOf', () => {
  it('marks a cooperation member as partner whatever the member type', () => {
    expect(avatarTypeOf({ member_id: 2, auth_id: AUTH_ID.cooperation, type: 1 }, 1)).toBe('partner');
    expect(avatarTypeOf({ member_id: 2, auth_id: AUTH_ID.partnerForeman, type: 1 }, 1)).toBe('partner');
  });
});

describe('noPermissionRedirect', () => {
  it('sends template pages back to the master, everything else to talk', () => {
    expect(noPermissionRedirect('/genbamaster/template/1')).toBe('/genbamaster');
    expect(noPermissionRedirect('/x/genbamaster/template')).toBe('/talk');
  });
});

describe('canEditTask', () => {
  const project = { office_id: 1, fore_man_id: 9 };
  it('lets a salesman edit in their office only without a room role', () => {
    const salesman = { auth_id: AUTH_ID.salesman, member_id: 5, office_ids: [1] };
    expect(canEditTask(salesman, project, null)).toBe(true);
    expect(canEditTask({ ...salesman, office_ids: [2] }, project, null)).toBe(false);
    expect(canEditTask(salesman, project, ROOM_ROLE.general)).toBe(false);
  });

  it('lets the project’s foreman edit, not another foreman', () => {
    const foreman = { auth_id: AUTH_ID.foreman, member_id: 9, office_ids: [] };
    expect(canEditTask(foreman, project, null)).toBe(true);
    expect(canEditTask({ ...foreman, member_id: 8 }, project, null)).toBe(false);
    expect(canEditTask(foreman, project, ROOM_ROLE.general)).toBe(false);
    expect(canEditTask({ ...foreman, auth_id: AUTH_ID.general }, project, null)).toBe(false);
  });
});

describe('compareRoomMembers', () => {
  it('sorts unknown roles after every known one', () => {
    const m = (room_role: number) => ({ type: 1, room_role });
    expect(compareRoomMembers(m(42), m(ROOM_ROLE.general))).toBeGreaterThan(0);
    expect(compareRoomMembers(m(ROOM_ROLE.salesman), m(42))).toBeLessThan(0);
    expect(compareRoomMembers(m(42), m(ROOM_ROLE.otherCompany))).toBeGreaterThan(0);
  });
});
