import { INVITATION_STATUS } from './status.ts';

/** Talk §4 placement hints, verbatim. */
export const PLACEMENT_HINT = {
  invitedBySameCompany: '招待中のため登録できません',
  rejectedBySameCompany: '一度招待を拒否したメンバーです',
  alreadyPlaced: '既に配置しています',
  placeCompanyMember: '会社のメンバーを配置します',
  alreadyUser: '既に現場ポケットユーザです',
} as const;

export type PlacementCandidate = {
  id?: number | null;
  user_id?: number | null;
  regist_company_id?: number | null;
  invitation_company_id?: number | null;
  invitation_status?: number | null;
  del_flg?: number | null;
};

/**
 * Talk §4: the hint shown next to a person found for placement, checked in
 * the spec's order (the first that applies wins); null when there is none.
 */
export const placementHint = (c: PlacementCandidate, companyId: number): string | null => {
  const sameCompany = c.invitation_company_id === companyId && c.del_flg !== 1;
  if (sameCompany && c.invitation_status === INVITATION_STATUS.invitation)
    return PLACEMENT_HINT.invitedBySameCompany;
  if (sameCompany && c.invitation_status === INVITATION_STATUS.reject)
    return PLACEMENT_HINT.rejectedBySameCompany;
  if (c.user_id) return PLACEMENT_HINT.alreadyPlaced;
  if (c.regist_company_id) return PLACEMENT_HINT.placeCompanyMember;
  if (c.id) return PLACEMENT_HINT.alreadyUser;
  return null;
};

/** Talk §9: suffix for an approximate address ('福岡市中央区天神付近'). */
export const APPROXIMATE_ADDRESS_SUFFIX = '付近';
export const approximateAddress = (address: string): string =>
  address === '' ? '' : `${address}${APPROXIMATE_ADDRESS_SUFFIX}`;
