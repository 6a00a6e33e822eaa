import type {
  TPendingPartnerInvitation,
  TSubcontractor,
  ZRegistCompanyRequest,
} from '@genba/api-client/schemas';
import { isPrefectureCode, trimmedOrNull } from '@genba/validators';
import type { z } from 'zod';
import { toWireInvitation } from '../invitation/wire.ts';
import { toWireDateTime } from '../user/wire.ts';
import type { PartnerColumns, PendingPartnerInvitationRow, SubcontractorRow } from './queries.ts';

type PartnerPayload = z.output<typeof ZRegistCompanyRequest>;

/** The partner company payload → the company's columns. */
export const partnerColumnsOf = (b: PartnerPayload): PartnerColumns => ({
  name: b.company_name.trim(),
  nameKana: trimmedOrNull(b.name_kana) ?? '',
  postcode: trimmedOrNull(b.postcode),
  prefecId: b.prefecture_id ?? null,
  address1: trimmedOrNull(b.address1),
  address2: trimmedOrNull(b.address2),
  address3: trimmedOrNull(b.address3),
  telephoneNumber: trimmedOrNull(b.telephone_number),
  faxNumber: trimmedOrNull(b.fax_number),
  url: trimmedOrNull(b.url),
  representName1: trimmedOrNull(b.represent_name1),
  representName2: trimmedOrNull(b.represent_name2),
  representKana1: trimmedOrNull(b.represent_kana1),
  representKana2: trimmedOrNull(b.represent_kana2),
  personInChargeName: trimmedOrNull(b.person_in_charge_name),
});

/** A relation with its company, in the api-client's wire shape. */
export const toWireSubcontractor = ({
  relation,
  company,
  hasLogo,
  memberCount,
}: SubcontractorRow): TSubcontractor => ({
  id: relation.id,
  company: { id: company.id, name: company.name, name_kana: company.nameKana, company_type: company.type },
  owned: relation.owned,
  postcode: company.postcode,
  prefecture_id: company.prefecId !== null && isPrefectureCode(company.prefecId) ? company.prefecId : null,
  address1: company.address1,
  address2: company.address2,
  address3: company.address3,
  telephone_number: company.telephoneNumber,
  fax_number: company.faxNumber,
  url: company.url,
  represent_name1: company.representName1,
  represent_name2: company.representName2,
  represent_kana1: company.representKana1,
  represent_kana2: company.representKana2,
  represent_name: [company.representName1, company.representName2].filter(Boolean).join(' ') || null,
  person_in_charge_name: company.personInChargeName,
  has_logo: hasLogo,
  member_count: memberCount,
  created_at: toWireDateTime(relation.createdAt),
});

/** A pending partner invitation: the invitation, the partner company's name and when it was sent. */
export const toWirePendingPartnerInvitation = ({
  invitation,
  partnerName,
}: PendingPartnerInvitationRow): TPendingPartnerInvitation => ({
  ...toWireInvitation(invitation),
  partner_company_name: partnerName,
  created_at: toWireDateTime(invitation.createdAt),
});
