/** Core §3 member type. */
export const MEMBER_TYPE = { inCompany: 1, partner: 2 } as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];
export const MEMBER_TYPE_LABEL: Record<MemberType, string> = { 1: '自社', 2: '協力会社' };

/**
 * Core §3 login type. The spec names the three values but not their codes, so
 * we chose bit flags: 1 = PC may log in, 2 = mobile may log in, 3 = both
 * (1 | 2). `allowsPcLogin`/`allowsMobileLogin` test the bits.
 */
export const LOGIN_TYPE = { pcOnly: 1, mobileOnly: 2, both: 3 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];
export const LOGIN_TYPE_LABEL: Record<LoginType, string> = { 1: 'PCのみ', 2: 'スマホのみ', 3: 'PC・スマホ' };

export const allowsPcLogin = (t: number): boolean => (t & LOGIN_TYPE.pcOnly) !== 0;
export const allowsMobileLogin = (t: number): boolean => (t & LOGIN_TYPE.mobileOnly) !== 0;

/** Core §9: the worker type a new member gets. */
export const DEFAULT_WORKER_TYPE_ID = 15;
