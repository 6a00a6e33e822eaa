import { z } from 'zod';
import { ROOM_ROLE } from '../auth/authId.ts';
import { roomRoleOf } from '../auth/roles.ts';
import { boundedList, boundedText } from '../input/bounds.ts';
import { MEMBER_TYPE } from '../member/constants.ts';
import { CONSTRUCTION_TYPE_MESSAGE, isConstructionType } from './constructionType.ts';
import { PROTEC_MESSAGE } from './protec.ts';
import { caseNameSchema, PROJECT_MESSAGE } from './rules.ts';

/**
 * The project form as the browser holds it: every field a string (selects and
 * date inputs give strings; '' is "none"). The page turns it into the
 * request's formdata. The rules are the request's (case name, end after start).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const PROJECT_FORM_MESSAGE = {
  office: '営業所を選択してください。',
  date: '日付の形式に誤りがあります',
  member: 'メンバーの選択に誤りがあります。',
  subManager: '副担当者には自社のメンバーを選択してください。',
} as const;

/**
 * 副担当者 (the project payload's subManager, core §3): in-company members who join the site's
 * room as managers although their authority alone would make them general members or salesmen.
 * Managers and foremen are managers of every room they join already, and partner members take
 * the other-company role (core §6), so neither is offered (our reading; the spec names the field only).
 */
export const isSubManagerCandidate = (member: { type: number; auth_id: number }): boolean =>
  member.type === MEMBER_TYPE.inCompany && roomRoleOf(member.auth_id) !== ROOM_ROLE.manager;

const optionalDay = z
  .string()
  .max(10, { error: PROJECT_FORM_MESSAGE.date })
  .refine((v) => v === '' || DAY.test(v), { error: PROJECT_FORM_MESSAGE.date });

/** A select's id: '' (none) or decimal digits. */
const optionalId = (message: string) => z.string().regex(/^(\d{1,10})?$/, { error: message });

/** 工事種別: '' or one of CONSTRUCTION_TYPE. */
const optionalConstructionType = z
  .string()
  .max(10, { error: CONSTRUCTION_TYPE_MESSAGE.unknown })
  .refine((v) => v === '' || isConstructionType(Number(v)), { error: CONSTRUCTION_TYPE_MESSAGE.unknown });

const projectFormObject = z.object({
  case_name: caseNameSchema,
  case_name_kana: boundedText({ max: 100 }),
  case_status: z.string().regex(/^\d$/, { error: PROJECT_MESSAGE.completionStatus }),
  office_id: z.string().regex(/^\d+$/, { error: PROJECT_FORM_MESSAGE.office }),
  customer_id: z.string().max(10),
  building_id: z.string().max(10),
  sale_man: z.string().max(10),
  fore_man: z.string().max(10),
  case_type: boundedText({ max: 50 }),
  construction_type_id: optionalConstructionType,
  source: boundedText({ max: 50 }),
  postcode: boundedText({ max: 8 }),
  address: boundedText({ max: 255 }),
  memo: boundedText({ max: 1000, multiline: true }),
  construction_start_date: optionalDay,
  construction_end_date: optionalDay,
  contract_date: optionalDay,
  /** The company's teams (/setting/company-team) the project belongs to, by name (the case list filters by them). */
  team_names: boundedList(boundedText({ max: 50 }), { max: 20 }),
  /** The project's members (own and partner): they join its talk room (ids as the checkboxes hold them). */
  member_ids: boundedList(z.string().regex(/^\d{1,10}$/, { error: PROJECT_FORM_MESSAGE.member }), {
    max: 1000,
  }),
  /** 副担当者 (isSubManagerCandidate): they join the room as managers. */
  sub_manager_ids: boundedList(z.string().regex(/^\d{1,10}$/, { error: PROJECT_FORM_MESSAGE.subManager }), {
    max: 1000,
  }),
  /*
   * The 工事受付 (construction reception) of the installer variant: shown and sent only when the
   * company has protec authority. The prime contractor is chosen by its partner link (the
   * subcontractors row that names this company), the office and member among that contractor's.
   */
  reception_date: optionalDay,
  reception_number: boundedText({ max: 50 }),
  prime_relation_id: optionalId(PROTEC_MESSAGE.relation),
  prime_contractor_office_id: optionalId(PROTEC_MESSAGE.office),
  prime_contractor_member: optionalId(PROTEC_MESSAGE.member),
  m_construction_type_id: optionalConstructionType,
});

/** Core §5: the construction end may not be before its start. */
const endAfterStart = <T extends { construction_start_date: string; construction_end_date: string }>(f: T) =>
  !f.construction_start_date ||
  !f.construction_end_date ||
  f.construction_start_date <= f.construction_end_date;
const END_AFTER_START = { path: ['construction_end_date'], message: PROJECT_MESSAGE.endDateAfterStart };

export const projectFormSchema = projectFormObject.refine(endAfterStart, END_AFTER_START);
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** The installer variant's form: the project's rules, and a reception needs its prime contractor. */
export const protecProjectFormSchema = projectFormObject
  .extend({
    prime_relation_id: z.string().regex(/^\d{1,10}$/, { error: PROTEC_MESSAGE.primeContractorRequired }),
  })
  .refine(endAfterStart, END_AFTER_START);

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  case_name: '',
  case_name_kana: '',
  case_status: '2',
  office_id: '',
  customer_id: '',
  building_id: '',
  sale_man: '',
  fore_man: '',
  case_type: '',
  construction_type_id: '',
  source: '',
  postcode: '',
  address: '',
  memo: '',
  construction_start_date: '',
  construction_end_date: '',
  contract_date: '',
  team_names: [],
  member_ids: [],
  sub_manager_ids: [],
  reception_date: '',
  reception_number: '',
  prime_relation_id: '',
  prime_contractor_office_id: '',
  prime_contractor_member: '',
  m_construction_type_id: '',
};
