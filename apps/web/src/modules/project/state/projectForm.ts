import type {
  TCaseRow,
  TConstructionReception,
  TConstructionReceptionInput,
  TCreateProjectRequest,
  TPrimeContractor,
} from '@genba/api-client';
import { type FormSubmitResult, renameFieldErrors } from '@genba/forms';
import type { ProjectFormValues } from '@genba/validators';

type ParsedForm = ProjectFormValues;

const idOrNull = (v: string): number | null => (v === '' ? null : Number(v));
const textOrNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
const dayOrNull = (v: string): string | null => (v === '' ? null : v);

/** The browser's string form → the request's formdata (core §3 project payload). */
export const toFormdata = (
  f: ParsedForm,
  position: { latitude: number; longitude: number } | null,
): TCreateProjectRequest['formdata'] => ({
  case_name: f.case_name,
  case_name_kana: textOrNull(f.case_name_kana),
  case_status: Number(f.case_status) as TCreateProjectRequest['formdata']['case_status'],
  office_id: Number(f.office_id),
  customer_id: idOrNull(f.customer_id),
  building_id: idOrNull(f.building_id),
  sale_man: idOrNull(f.sale_man),
  fore_man: idOrNull(f.fore_man),
  case_type: textOrNull(f.case_type),
  construction_type_id: idOrNull(f.construction_type_id),
  source: textOrNull(f.source),
  postcode: textOrNull(f.postcode),
  address: textOrNull(f.address),
  latitude: position?.latitude ?? null,
  longitude: position?.longitude ?? null,
  memo: textOrNull(f.memo),
  construction_start_date: dayOrNull(f.construction_start_date),
  construction_end_date: dayOrNull(f.construction_end_date),
  contract_date: dayOrNull(f.contract_date),
  team_names: [...new Set(f.team_names)],
});

/**
 * The 工事受付 of the installer variant → dataProtec: the chosen partner link and its prime
 * contractor's company (the server checks they agree), office, member and the rest.
 */
export const toDataProtec = (
  f: ParsedForm,
  primeContractors: readonly TPrimeContractor[],
): TConstructionReceptionInput => {
  const relationId = idOrNull(f.prime_relation_id);
  return {
    reception_date: dayOrNull(f.reception_date),
    reception_number: textOrNull(f.reception_number),
    pc_t_subcontractor_relation_id: relationId,
    prime_contractor_company_id:
      primeContractors.find((c) => c.relation_id === relationId)?.company_id ?? null,
    prime_contractor_office_id: idOrNull(f.prime_contractor_office_id),
    prime_contractor_member: idOrNull(f.prime_contractor_member),
    m_construction_type_id: idOrNull(f.m_construction_type_id),
  };
};

/** The checked members as the request's member ids. */
export const toMemberIds = (f: ParsedForm): number[] => [...new Set(f.member_ids.map(Number))];

/** The checked 副担当者 as the request's subManager ids. */
export const toSubManagerIds = (f: ParsedForm): number[] => [...new Set(f.sub_manager_ids.map(Number))];

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A stored project, its members and its 副担当者 → the form's strings (editing). */
export const toFormValues = (
  p: TCaseRow,
  memberIds: readonly number[] = [],
  subManagerIds: readonly number[] = [],
  reception: TConstructionReception | null = null,
): ProjectFormValues => ({
  case_name: p.case_name,
  case_name_kana: str(p.case_name_kana),
  case_status: str(p.case_status),
  office_id: str(p.office_id),
  customer_id: str(p.customer_id),
  building_id: str(p.building_id),
  sale_man: str(p.sale_man),
  fore_man: str(p.fore_man),
  case_type: str(p.case_type),
  construction_type_id: str(p.construction_type_id),
  source: str(p.source),
  postcode: str(p.postcode),
  address: str(p.address),
  memo: str(p.memo),
  construction_start_date: str(p.construction_start_date),
  construction_end_date: str(p.construction_end_date),
  contract_date: str(p.contract_date),
  team_names: [...p.team_names],
  member_ids: memberIds.map(String),
  sub_manager_ids: subManagerIds.map(String),
  reception_date: str(reception?.reception_date),
  reception_number: str(reception?.reception_number),
  prime_relation_id: str(reception?.pc_t_subcontractor_relation_id),
  prime_contractor_office_id: str(reception?.prime_contractor_office_id),
  prime_contractor_member: str(reception?.prime_contractor_member),
  m_construction_type_id: str(reception?.m_construction_type_id),
});

/** The server names the reception's fields `dataProtec.reception_number`, and the relation its own name. */
const RECEPTION_FIELD: Record<string, string> = {
  pc_t_subcontractor_relation_id: 'prime_relation_id',
  prime_contractor_company_id: 'prime_relation_id',
};

/** The server names form fields `formdata.case_name` (and the 副担当者 `subManager`); the form names them `case_name`. */
export const unwrapFormdataErrors = <R extends FormSubmitResult>(result: R): R =>
  renameFieldErrors(result, (name) => {
    if (name === 'subManager') return 'sub_manager_ids';
    if (name.startsWith('dataProtec.')) {
      const field = name.slice('dataProtec.'.length);
      return RECEPTION_FIELD[field] ?? field;
    }
    return name.replace(/^formdata\./, '');
  });
