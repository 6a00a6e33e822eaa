import { makeRoomMember } from '@genba/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { canSetSiteRoles, withMemberRoles } from './siteRoles.ts';

describe('withMemberRoles', () => {
  const members = [
    makeRoomMember({ member_id: 1, sales_manager_flg: 0, foreman_flg: 0 }),
    makeRoomMember({ member_id: 2, sales_manager_flg: 1, foreman_flg: 0 }),
  ];

  it('replaces the flags of that member only, keeping the order', () => {
    const next = withMemberRoles(members, 2, { sales_manager_flg: 0, foreman_flg: 1 });
    expect(next.map((m) => [m.member_id, m.sales_manager_flg, m.foreman_flg])).toEqual([
      [1, 0, 0],
      [2, 0, 1],
    ]);
    expect(next[0]).toBe(members[0]);
  });

  it('leaves the list as it was for a member not in it', () => {
    expect(withMemberRoles(members, 9, { sales_manager_flg: 1, foreman_flg: 1 })).toEqual(members);
  });
});

describe('canSetSiteRoles', () => {
  it('lets the managers of a site room set roles, nobody in group or private rooms', () => {
    expect(canSetSiteRoles({ type: 'project' }, true)).toBe(true);
    expect(canSetSiteRoles({ type: 'project' }, false)).toBe(false);
    expect(canSetSiteRoles({ type: 'group' }, true)).toBe(false);
    expect(canSetSiteRoles({ type: 'private' }, true)).toBe(false);
  });
});
