import type { TMemberListItem } from '@genba/api-client/schemas';
import type { MemberListRow } from './queries.ts';

/** A member row of the member table in the api-client's wire shape. */
export const toWireMemberListItem = (
  { member, user }: MemberListRow,
  offices: { id: number; name: string }[],
): TMemberListItem => ({
  member_id: member.id,
  name1: member.name1,
  name2: member.name2,
  kana1: member.kana1,
  kana2: member.kana2,
  email: user.email,
  tel_number: user.telNumber,
  type: member.type,
  auth_id: member.authId,
  login_type: user.loginType,
  company_name: member.companyName,
  offices,
  status: user.agreeTermsFlg ? 1 : 2,
});
