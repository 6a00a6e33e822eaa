/**
 * Core §6 auth ids (the member's role in the company). The spec's
 * 'constructor' (0) is named `builder` so it cannot be confused with
 * `Object.prototype.constructor`.
 */
export const AUTH_ID = {
  builder: 0,
  general: 1,
  companyManager: 2,
  cooperation: 3,
  foreman: 5,
  partnerForeman: 6,
  salesman: 7,
  officeManager: 10,
  officeSubManager: 11,
  officeMember: 12,
  notFree: 101,
  free: 999,
} as const;

export type AuthId = (typeof AUTH_ID)[keyof typeof AUTH_ID];

/** Japanese labels for role pickers and member lists. */
export const AUTH_ID_LABEL: Record<AuthId, string> = {
  0: '施工者',
  1: '一般',
  2: '会社管理者',
  3: '協力会社',
  5: '職長',
  6: '協力会社職長',
  7: '営業',
  10: '事業所管理者',
  11: '事業所副管理者',
  12: '事業所メンバー',
  101: '有料アカウント',
  999: '無料アカウント',
};

/** Core §6 room roles (chat rooms). */
export const ROOM_ROLE = { general: 0, manager: 1, salesman: 2, otherCompany: 1000 } as const;
export type RoomRole = (typeof ROOM_ROLE)[keyof typeof ROOM_ROLE];

/** Core §6 company authority values. */
export const AUTHORITY = { contractor: 15, protec: 16 } as const;
export type Authority = (typeof AUTHORITY)[keyof typeof AUTHORITY];

/** The value of `member_update_allowed` (and `contract_authority`) that grants the right. */
export const ALLOWED = 1;
