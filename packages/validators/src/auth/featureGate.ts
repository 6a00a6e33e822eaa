import { CONTRACT_STATUS, CONTRACT_TYPE } from '../contract/status.ts';
import { ALLOWED, AUTHORITY } from './authId.ts';

/** Core §6 paid features that need both the member's permission and the company's contract. */
export const CONTRACT_FEATURES = [
  'daily',
  'album',
  'attendance',
  'board',
  'aggregate',
  'customer',
  'building',
  'contractor',
  'scheduleBoard',
  'completionSetting',
] as const;
export type ContractFeature = (typeof CONTRACT_FEATURES)[number];

/** Core §4: suspended and cancelled contracts lose paid features. */
export const REJECTED_CONTRACT_TYPES: readonly string[] = [CONTRACT_TYPE.suspension, CONTRACT_TYPE.canceled];

export type FeatureGateInput = {
  loggedIn: boolean;
  /** The member's auth permits the feature. */
  authAllows: boolean;
  /** The company's auth (its contract options) permits the feature. */
  companyAuthAllows: boolean;
  contract: { contract_status: number; contract_type: string; contract_end_date: string | null } | null;
  /** `YYYY-MM-DD` in Japan. */
  today: string;
  companyAuthority?: number | null;
  /** Set where a company with protec authority must be refused. */
  rejectProtec?: boolean;
  rejectedContractTypes?: readonly string[];
};

/**
 * Core §6 feature gating: logged in, the member's and the company's auth
 * permit it, the company is not refused for protec authority, and the
 * contract is using or temporary and not expired (the end date itself is
 * still usable), or else its type is not one of the rejected types.
 */
export const canAccessFeature = (g: FeatureGateInput): boolean => {
  if (!g.loggedIn || !g.authAllows || !g.companyAuthAllows || !g.contract) return false;
  if (g.rejectProtec && g.companyAuthority === AUTHORITY.protec) return false;
  const c = g.contract;
  const active =
    c.contract_status === CONTRACT_STATUS.using || c.contract_status === CONTRACT_STATUS.temporary;
  // Stryker disable next-line ConditionalExpression: equivalent, null < 'YYYY-MM-DD' is false in JavaScript; the check says so plainly.
  const expired = c.contract_end_date !== null && c.contract_end_date < g.today;
  if (active && !expired) return true;
  return !(g.rejectedContractTypes ?? REJECTED_CONTRACT_TYPES).includes(c.contract_type);
};

/** Core §6: a contract feature route opens only when the member and the company both have the feature. */
export const canOpenFeatureRoute = (
  feature: ContractFeature,
  ctx: { memberFeatures: readonly string[]; companyFeatures: readonly string[] },
): boolean => ctx.memberFeatures.includes(feature) && ctx.companyFeatures.includes(feature);

/** Core §6: member information needs the member permission, or member_update_allowed 1. */
export const canOpenMemberInformation = (u: {
  hasPermission: boolean;
  member_update_allowed: number;
}): boolean => u.hasPermission || u.member_update_allowed === ALLOWED;

/** Core §6: office settings need office_update or contract_authority 1, and a non-free account. */
export const canOpenOfficeSettings = (u: {
  office_update: boolean;
  contract_authority: number | null | undefined;
  isFree: boolean;
}): boolean => (u.office_update || u.contract_authority === ALLOWED) && !u.isFree;

/** Core §6: company settings need company_update. */
export const canOpenCompanySettings = (u: { company_update: boolean }): boolean => u.company_update;

/** Core §2: where a user without permission is sent. */
export const noPermissionRedirect = (pathname: string): string =>
  pathname.startsWith('/genbamaster/template') ? '/genbamaster' : '/talk';
