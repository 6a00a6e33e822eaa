import { z } from 'zod';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { blankToNull, isBlank } from '../internal/schema.ts';
import { LOGIN_TYPE, type LoginType, MEMBER_TYPE } from './constants.ts';
import { type MemberAllowanceRow, type MemberCosts, memberCostsSchema } from './costs.ts';
import { createMemberFormSchema } from './schema.ts';
import type { WorkerListData } from './workerList.ts';

/** The worker-list part of the member form, as text fields (one occupation and one health check row). */
export type WorkerListFormValues = {
  date_of_birth: string;
  blood_type: string;
  employment_date: string;
  present_address: string;
  present_tel: string;
  home_address: string;
  home_tel: string;
  occupation_type: string;
  experience_years: string;
  diagnosis_date: string;
  insurance_company_name: string;
  insurance_number: string;
  license_name: string;
  certificate_name: string;
};

/** The member form's values: every field is the text its input holds. */
export type MemberFormValues = {
  name1: string;
  name2: string;
  kana1: string;
  kana2: string;
  type: string;
  auth_id: string;
  office_id: string;
  login_type: string;
  email: string;
  tel_number: string;
  password: string;
  password_confirmation: string;
  /** The member's own setting: '' follows the company's, '1' required, '0' not required (core §5). */
  worker_list_required: '' | '0' | '1';
  worker_list: WorkerListFormValues;
  /** Pay (core §3 member cost fields) as the inputs hold it; '' is not set. */
  costs: MemberCostFormValues;
  /** Allowance rows (core §3 company_member_allowance). */
  allowances: MemberAllowanceFormRow[];
};

export type MemberCostFormValues = {
  cost_type: string;
  cost: string;
  hour_cost: string;
  monthly_cost: string;
  monthly_payment_cost: string;
  hour_allowance_cost: string;
  field_volume_cost: string;
};
export type MemberAllowanceFormRow = { name: string; cost: string; unit_id: string };

export const EMPTY_MEMBER_COSTS_FORM: MemberCostFormValues = {
  cost_type: '',
  cost: '',
  hour_cost: '',
  monthly_cost: '',
  monthly_payment_cost: '',
  hour_allowance_cost: '',
  field_volume_cost: '',
};

export const EMPTY_WORKER_LIST_FORM: WorkerListFormValues = {
  date_of_birth: '',
  blood_type: '',
  employment_date: '',
  present_address: '',
  present_tel: '',
  home_address: '',
  home_tel: '',
  occupation_type: '',
  experience_years: '',
  diagnosis_date: '',
  insurance_company_name: '',
  insurance_number: '',
  license_name: '',
  certificate_name: '',
};

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  name1: '',
  name2: '',
  kana1: '',
  kana2: '',
  type: String(MEMBER_TYPE.inCompany),
  auth_id: '',
  office_id: '',
  login_type: String(LOGIN_TYPE.both),
  email: '',
  tel_number: '',
  password: '',
  password_confirmation: '',
  worker_list_required: '',
  worker_list: EMPTY_WORKER_LIST_FORM,
  costs: EMPTY_MEMBER_COSTS_FORM,
  allowances: [],
};

/** Blood types offered by the worker list (the Japanese forms' four). */
export const BLOOD_TYPES = ['A', 'B', 'O', 'AB'] as const;

/** The form's worker-list text → the spec's worker_list_data (core §3); empty rows are left out. */
export const toWorkerListData = (w: WorkerListFormValues): WorkerListData => ({
  member_profile: {
    blood_type: blankToNull(w.blood_type),
    date_of_birth: blankToNull(w.date_of_birth),
    employment_date: blankToNull(w.employment_date),
    present_address: blankToNull(w.present_address),
    present_tel: blankToNull(w.present_tel),
    home_address: blankToNull(w.home_address),
    home_tel: blankToNull(w.home_tel),
  },
  member_occupations:
    isBlank(w.occupation_type) && isBlank(w.experience_years)
      ? []
      : [
          {
            // The select offers the company's occupations (/setting/occupations) by id.
            m_occupation_id: /^\d+$/.test(w.occupation_type.trim()) ? Number(w.occupation_type.trim()) : null,
            occupation_types: blankToNull(w.occupation_type),
            experience_years: blankToNull(w.experience_years),
          },
        ],
  member_insurance: {
    member_accidents:
      isBlank(w.insurance_company_name) && isBlank(w.insurance_number)
        ? []
        : [
            {
              insurance_company_name: blankToNull(w.insurance_company_name),
              insurance_number: blankToNull(w.insurance_number),
            },
          ],
    member_healths: isBlank(w.diagnosis_date) ? [] : [{ diagnosis_date: w.diagnosis_date.trim() }],
  },
  member_license: {
    license_memo: null,
    member_licenses: isBlank(w.license_name) ? [] : [{ license_name: w.license_name.trim() }],
  },
  member_certificate: {
    certificate_memo: null,
    member_certificates: isBlank(w.certificate_name) ? [] : [{ certificate_name: w.certificate_name.trim() }],
  },
});

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A stored worker list → the form's text (the first occupation and health row). */
export const fromWorkerListData = (d: WorkerListData | null | undefined): WorkerListFormValues => {
  const p = d?.member_profile ?? {};
  const occupation = d?.member_occupations?.[0];
  const accident = d?.member_insurance?.member_accidents?.[0];
  return {
    date_of_birth: text(p.date_of_birth),
    blood_type: text(p.blood_type),
    employment_date: text(p.employment_date),
    present_address: text(p.present_address),
    present_tel: text(p.present_tel),
    home_address: text(p.home_address),
    home_tel: text(p.home_tel),
    occupation_type: text(occupation?.m_occupation_id ?? occupation?.occupation_types),
    experience_years: text(occupation?.experience_years),
    diagnosis_date: text(d?.member_insurance?.member_healths?.[0]?.diagnosis_date),
    insurance_company_name: text(accident?.insurance_company_name),
    insurance_number: text(accident?.insurance_number),
    license_name: text(d?.member_license?.member_licenses?.[0]?.license_name),
    certificate_name: text(d?.member_certificate?.member_certificates?.[0]?.certificate_name),
  };
};

/** Where a worker-list issue path (member_profile.present_tel …) shows in the form (worker_list.present_tel). */
const formPathOf = (path: readonly PropertyKey[]): PropertyKey[] => {
  if (path[0] !== 'worker_list_data') return [...path];
  const [, group, second, , leaf] = path;
  if (group === 'member_profile' && typeof second === 'string') return ['worker_list', second];
  if (group === 'member_occupations')
    return ['worker_list', path[3] === 'experience_years' ? 'experience_years' : 'occupation_type'];
  if (group === 'member_insurance' && second === 'member_healths') return ['worker_list', 'diagnosis_date'];
  if (group === 'member_insurance' && second === 'member_accidents')
    return ['worker_list', leaf === 'insurance_number' ? 'insurance_number' : 'insurance_company_name'];
  if (group === 'member_license') return ['worker_list', 'license_name'];
  if (group === 'member_certificate') return ['worker_list', 'certificate_name'];
  return ['worker_list'];
};

export type MemberFormOutput = {
  name1: string;
  name2: string | null;
  kana1: string | null;
  kana2: string | null;
  type: number;
  auth_id: number;
  office_id: number;
  login_type: LoginType;
  email: string | null;
  tel_number: string | null;
  password: string | null;
  password_confirmation: string | null;
  worker_list_required: 0 | 1 | null;
  worker_list_data: WorkerListData;
  costs: Omit<MemberCosts, 'company_member_allowance'>;
  company_member_allowance: MemberAllowanceRow[];
};

/** The costs part of the form, as memberCostsSchema reads it (the same rules the server applies). */
const costInputOf = (v: MemberFormValues) => ({ ...v.costs, company_member_allowance: v.allowances });

/** Where a cost issue shows in the form: costs.<field>, or allowances.N.<field>. */
const costPathOf = (path: readonly PropertyKey[]): PropertyKey[] =>
  path[0] === 'company_member_allowance' ? ['allowances', ...path.slice(1)] : ['costs', ...path];

/**
 * The member form in the browser (core §5 rules of createMemberFormSchema,
 * the same the server applies to the multipart body): text values in, the
 * member payload out. `companyRequiresWorkerList` is the company setting's
 * answer for the chosen auth (core §5), used when the member's own setting is
 * left to the company.
 */
export const memberFormValuesSchema = (options: {
  passwordRequired: boolean;
  companyRequiresWorkerList?: (authId: number) => boolean;
}) =>
  z
    .custom<MemberFormValues>((v) => typeof v === 'object' && v !== null)
    .superRefine((v, ctx) => {
      const add = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (v.auth_id === '') add(['auth_id'], INPUT_MESSAGE.choice);
      if (v.office_id === '') add(['office_id'], INPUT_MESSAGE.choice);
      const authId = Number(v.auth_id);
      const required =
        v.worker_list_required === ''
          ? (options.companyRequiresWorkerList?.(authId) ?? false)
          : v.worker_list_required === '1';
      const result = createMemberFormSchema({
        passwordRequired: options.passwordRequired,
        workerListRequired: required,
      }).safeParse({
        name1: v.name1,
        name2: v.name2,
        kana1: v.kana1,
        kana2: v.kana2,
        login_type: v.login_type === '' ? undefined : Number(v.login_type),
        email: v.email,
        tel_number: v.tel_number,
        password: v.password,
        password_confirmation: v.password_confirmation,
        worker_list_data: toWorkerListData(v.worker_list),
      });
      for (const issue of result.error?.issues ?? []) add(formPathOf(issue.path), issue.message);
      for (const issue of memberCostsSchema.safeParse(costInputOf(v)).error?.issues ?? [])
        add(costPathOf(issue.path), issue.message);
    })
    .transform(
      (v): MemberFormOutput => ({
        name1: v.name1.trim(),
        name2: blankToNull(v.name2),
        kana1: blankToNull(v.kana1),
        kana2: blankToNull(v.kana2),
        type: Number(v.type),
        auth_id: Number(v.auth_id),
        office_id: Number(v.office_id),
        login_type: Number(v.login_type) as LoginType,
        email: blankToNull(v.email),
        tel_number: blankToNull(v.tel_number),
        password: v.password === '' ? null : v.password,
        password_confirmation: v.password_confirmation === '' ? null : v.password_confirmation,
        worker_list_required: v.worker_list_required === '' ? null : v.worker_list_required === '1' ? 1 : 0,
        worker_list_data: toWorkerListData(v.worker_list),
        ...costOutputOf(v),
      }),
    );

/**
 * The parsed costs. The refinement above already reported every cost issue, and zod runs no
 * transform after an issue, so the costs parse here.
 */
const costOutputOf = (v: MemberFormValues): Pick<MemberFormOutput, 'costs' | 'company_member_allowance'> => {
  const { company_member_allowance, ...costs } = memberCostsSchema.parse(costInputOf(v));
  return { costs, company_member_allowance };
};
