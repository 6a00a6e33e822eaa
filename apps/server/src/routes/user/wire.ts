import type { TCompany, TMember, TOffice, TUser } from '@genba/api-client/schemas';
import { isPrefectureCode, type PrefectureCode } from '@genba/validators';
import type { CompanyRow, MemberRow, UserRow } from '../../auth/session.ts';
import type { companyContracts, offices } from '../../db/schema/index.ts';

type OfficeRow = typeof offices.$inferSelect;
type ContractRow = typeof companyContracts.$inferSelect;

/** Prefecture codes are 1–47 (JIS X 0401); anything else stored is reported as unknown. */
const toPrefectureId = (value: number | null): PrefectureCode | null =>
  value !== null && isPrefectureCode(value) ? value : null;

const flag = (value: boolean | number): 0 | 1 => (value === true || value === 1 ? 1 : 0);

const jstFormatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

const JST_OFFSET_MS = 9 * 3_600_000;
/** 1952-01-01 00:00 JST: the last summer time in Japan ended in September 1951. */
const JST_FIXED_SINCE = Date.UTC(1951, 11, 31, 15);

/**
 * The wire's `YYYY-MM-DD HH:mm:ss` in Japan time (the original server's format).
 * Takes a string too: raw `execute` rows carry timestamps as text, not Date.
 */
export const toWireDateTime = (date: Date | string): string => {
  const ms = date instanceof Date ? date.getTime() : Date.parse(date);
  if (!(ms >= JST_FIXED_SINCE)) return jstFormatter.format(new Date(ms));
  // Japan has kept UTC+9 without summer time since 1952, so shifting by nine hours is exact and
  // about ten times cheaper than Intl (a page of 200 album photos formats 400 of these).
  const iso = new Date(ms + JST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
};

export const toWireUser = (
  user: UserRow,
  member: MemberRow,
  company: CompanyRow,
  officeId: number | null,
): TUser => ({
  user_id: user.id,
  member_id: member.id,
  name: `${member.name1} ${member.name2}`.trim(),
  login_company_id: company.id,
  login_office_id: officeId,
  auth_id: member.authId,
  agree_terms_flg: flag(user.agreeTermsFlg),
  contract_authority: flag(member.contractAuthority),
  member_update_allowed: flag(member.memberUpdateAllowed),
  authority: company.authority,
  last_access: user.lastAccess ? toWireDateTime(user.lastAccess) : null,
});

export const toWireOffice = (office: OfficeRow, company: Pick<CompanyRow, 'headOfficeId'>): TOffice => ({
  id: office.id,
  company_id: office.companyId,
  name: office.name,
  name_kana: office.nameKana,
  postcode: office.postcode,
  prefecture_id: toPrefectureId(office.prefecId),
  address1: office.address1,
  address2: office.address2,
  address3: office.address3,
  telephone_number: office.telephoneNumber,
  fax_number: office.faxNumber,
  is_head_office: company.headOfficeId === office.id,
});

/** An office the member belongs to (init data's belong_offices, user_belong_officies). */
export const toWireBelongOffice = (office: OfficeRow, company: Pick<CompanyRow, 'headOfficeId'>) => ({
  id: office.id,
  company_id: office.companyId,
  name: office.name,
  is_head_office: company.headOfficeId === office.id,
});

/** A company the user can act for (init data's belong_companies, getAppendInitData's MemberCompany). */
export const toWireBelongCompany = (company: CompanyRow) => ({
  id: company.id,
  name: company.name,
  name_kana: company.nameKana,
  company_type: company.type,
});

export const toWireCompany = (
  company: CompanyRow,
  officeRows: OfficeRow[],
  contracts: ContractRow[],
  /** The /setting/worker choice (core §3 company_auth_worker_requires). */
  workerRequiredAuthIds: readonly number[] = [],
): TCompany => ({
  id: company.id,
  name: company.name,
  name_kana: company.nameKana,
  company_type: company.type,
  head_office_id: company.headOfficeId,
  offices: officeRows.map((o) => toWireOffice(o, company)),
  company_detail: {
    postcode: company.postcode,
    prefec_id: toPrefectureId(company.prefecId),
    area_id: null,
    address1: company.address1,
    address2: company.address2,
    address3: company.address3,
    telephone_number: company.telephoneNumber,
    fax_number: company.faxNumber,
    latitude: company.latitude,
    longitude: company.longitude,
    worldX: null,
    worldY: null,
  },
  url: company.url,
  represent_name1: company.representName1,
  represent_name2: company.representName2,
  represent_kana1: company.representKana1,
  represent_kana2: company.representKana2,
  person_in_charge_name: company.personInChargeName,
  company_contracts: contracts.map((k) => ({
    contract_list_id: k.id,
    contract_plan_id: k.contractPlanId,
    contract_type: k.contractType,
    contract_end_date: k.contractEndDate,
  })),
  company_auth_worker_requires: [...workerRequiredAuthIds],
  authority: company.authority,
});

export const toWireMember = (member: MemberRow, user: UserRow, memberOfficeIds: number[]): TMember => ({
  member_id: member.id,
  name1: member.name1,
  name2: member.name2,
  kana1: member.kana1,
  kana2: member.kana2,
  tel_number: user.telNumber,
  email: user.email,
  type: member.type,
  auth_id: member.authId,
  login_type: user.loginType,
  belong_to_company_id: member.belongToCompanyId,
  company_name: member.companyName,
  worker_type_id: member.workerTypeId,
  thumnail_path: member.thumnailPath,
  cost_type: null,
  cost: null,
  hour_cost: null,
  monthly_cost: null,
  monthly_payment_cost: null,
  hour_allowance_cost: null,
  field_volume_cost: null,
  member_update_allowed: flag(member.memberUpdateAllowed),
  worker_list_required: null,
  contract_authority: flag(member.contractAuthority),
  role_id: null,
  office_members: memberOfficeIds.map((officeId) => ({ office_id: officeId, auth_id: member.authId })),
  login_offices: memberOfficeIds,
  agree_terms_flg: flag(user.agreeTermsFlg),
  member_tel_settings: [],
  company_member_allowance: [],
});
