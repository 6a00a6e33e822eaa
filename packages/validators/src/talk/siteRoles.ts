/**
 * Site roles of a project room's members (talk §6: "Members may be marked sales manager or
 * foreman"), set with updateBbsMember. The labels are the member list's badges; the messages are
 * ours (the spec shows none) in its style ('…のみです。').
 */
export const SITE_ROLES = [
  { key: 'sales_manager_flg', label: '営業担当' },
  { key: 'foreman_flg', label: '職長' },
] as const;

export type SiteRoleKey = (typeof SITE_ROLES)[number]['key'];
export type SiteRoleFlags = Record<SiteRoleKey, 0 | 1>;

export const SITE_ROLE_MESSAGE = {
  managerOnly: '営業担当・職長を設定できるのは現場の管理者のみです。',
  siteRoomOnly: '営業担当・職長は現場のトークルームでのみ設定できます。',
  notMember: 'このメンバーはトークルームに参加していません。',
  saveFailed: '営業担当・職長を設定できませんでした。',
} as const;

/** The member's two flags with one role turned on or off: the whole body of updateBbsMember. */
export const withSiteRole = (member: SiteRoleFlags, key: SiteRoleKey, on: boolean): SiteRoleFlags => ({
  sales_manager_flg: member.sales_manager_flg,
  foreman_flg: member.foreman_flg,
  [key]: on ? 1 : 0,
});
