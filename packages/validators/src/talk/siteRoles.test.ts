import { describe, expect, it } from 'vitest';
import { SITE_ROLES, withSiteRole } from './siteRoles.ts';

describe('withSiteRole', () => {
  it('turns one role on and keeps the other as it was', () => {
    expect(withSiteRole({ sales_manager_flg: 0, foreman_flg: 1 }, 'sales_manager_flg', true)).toEqual({
      sales_manager_flg: 1,
      foreman_flg: 1,
    });
  });

  it('turns one role off and keeps the other as it was', () => {
    expect(withSiteRole({ sales_manager_flg: 1, foreman_flg: 1 }, 'foreman_flg', false)).toEqual({
      sales_manager_flg: 1,
      foreman_flg: 0,
    });
  });

  it('sends only the two flags, whatever else the member carries', () => {
    const member = { sales_manager_flg: 0 as const, foreman_flg: 0 as const, name: '山田 太郎' };
    expect(Object.keys(withSiteRole(member, 'foreman_flg', true)).sort()).toEqual([
      'foreman_flg',
      'sales_manager_flg',
    ]);
  });

  it('labels the roles as the member list badges them', () => {
    expect(SITE_ROLES.map((r) => r.label)).toEqual(['営業担当', '職長']);
  });
});
