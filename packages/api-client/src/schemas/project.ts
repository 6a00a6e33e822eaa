import {
  boundedList,
  boundedText,
  caseNameSchema,
  completionStatusSchema,
  INPUT_MESSAGE,
  PROJECT_MESSAGE,
} from '@genba/validators';
import { z } from 'zod';
import { ZBuildingSummary } from './building.ts';
import { ZWireId, zDate, zId, zNullableString } from './common.ts';
import { ZCustomerSummary } from './customer.ts';

/** Project completion status 0–9 (core §4; PROJECT_COMPLETION_STATUS of @genba/validators). */
export const ZProjectCompletionStatus = completionStatusSchema;
export type TProjectCompletionStatus = z.infer<typeof ZProjectCompletionStatus>;

/** The milestone dates of a case (core §3 case list columns). */
const dateFields = {
  contract_date: zDate.nullable(),
  survey_date: zDate.nullable(),
  business_date: zDate.nullable(),
  construction_start_date: zDate.nullable(),
  construction_end_date: zDate.nullable(),
  delivery_date: zDate.nullable(),
  intermediate_date: zDate.nullable(),
  final_date: zDate.nullable(),
  reception_date: zDate.nullable(),
};

/**
 * A project (site, 案件) as the edit form and case list read it: the case
 * list columns of core §3 with ids for the related records.
 */
export const ZProject = z.object({
  id: z.number().int().positive(),
  company_id: z.number().int().positive(),
  chatroom_id: z.number().int().positive().nullable(),
  case_name: z.string(),
  case_name_kana: zNullableString,
  case_status: ZProjectCompletionStatus,
  source: zNullableString,
  launch_date: zDate.nullable(),
  construction_type_id: z.number().int().positive().nullable(),
  office_id: z.number().int().positive(),
  sale_man: z.number().int().positive().nullable(),
  fore_man: z.number().int().positive().nullable(),
  customer_id: z.number().int().positive().nullable(),
  customer_name: zNullableString,
  customer_address: zNullableString,
  building_id: z.number().int().positive().nullable(),
  building_name: zNullableString,
  building_address: zNullableString,
  case_type: zNullableString,
  partner_company: zNullableString,
  memo: zNullableString,
  team_names: z.array(z.string()),
  /** Registered from a linked external system: partial edits are locked (core §5). */
  external_linked: z.boolean(),
  ...dateFields,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProject = z.infer<typeof ZProject>;

/** A sub-manager of a project (a member who co-manages it). */
export const ZSubManager = z.object({ member_id: z.number().int().positive(), name: z.string() });

/** The installer variant's construction reception (core §3). */
export const ZConstructionReception = z.object({
  field_id: ZWireId.nullable(),
  reception_date: zDate.nullable(),
  reception_number: boundedText({ max: 50 }).nullable(),
  prime_contractor_company_id: ZWireId.nullable(),
  prime_contractor_office_id: ZWireId.nullable(),
  prime_contractor_member: ZWireId.nullable(),
  m_construction_type_id: ZWireId.nullable(),
  pc_t_subcontractor_relation_id: ZWireId.nullable(),
});
export type TConstructionReception = z.infer<typeof ZConstructionReception>;

/** Everything the edit form needs (GET /api/project/{id}/edit). */
export const ZProjectEditResponse = z.object({
  success: z.literal(true),
  data: z.object({
    project: ZProject,
    sub_managers: z.array(ZSubManager),
    customer: ZCustomerSummary.nullable(),
    building: ZBuildingSummary.nullable(),
    construction_reception: ZConstructionReception.nullable(),
  }),
});

const zOptionalDay = z
  .union([zDate, z.literal('').transform(() => null)], { error: INPUT_MESSAGE.date })
  .nullish();

/**
 * The form data of a project (core §3 "formdata"). Case name required; the
 * construction end may not be before its start.
 */
export const ZProjectFormData = z
  .object({
    case_name: caseNameSchema,
    case_name_kana: boundedText({ max: 100 }).nullish(),
    case_status: ZProjectCompletionStatus,
    source: boundedText({ max: 50 }).nullish(),
    launch_date: zOptionalDay,
    construction_type_id: zId.nullish(),
    office_id: zId,
    sale_man: zId.nullish(),
    fore_man: zId.nullish(),
    customer_id: zId.nullish(),
    building_id: zId.nullish(),
    case_type: boundedText({ max: 50 }).nullish(),
    memo: boundedText({ max: 1000, multiline: true }).nullish(),
    contract_date: zOptionalDay,
    survey_date: zOptionalDay,
    business_date: zOptionalDay,
    construction_start_date: zOptionalDay,
    construction_end_date: zOptionalDay,
    delivery_date: zOptionalDay,
    intermediate_date: zOptionalDay,
    final_date: zOptionalDay,
    reception_date: zOptionalDay,
  })
  .refine(
    (form) =>
      !form.construction_start_date ||
      !form.construction_end_date ||
      form.construction_start_date <= form.construction_end_date,
    { path: ['construction_end_date'], message: PROJECT_MESSAGE.endDateAfterStart },
  );
export type TProjectFormData = z.input<typeof ZProjectFormData>;

/** Member ids of the project's sub-managers. */
const zSubManagerIds = boundedList(zId, { max: 100 });

/** Company tag groups and black-board templates copied into a new project. */
const zTemplateIds = boundedList(zId);

export const ZCreateProjectRequest = z.object({
  formdata: ZProjectFormData,
  subManager: zSubManagerIds.default([]),
  tagGroupData: zTemplateIds.default([]),
  blackBoardData: zTemplateIds.default([]),
});
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequest>;

export const ZUpdateProjectRequest = z.object({
  formdata: ZProjectFormData,
  subManager: zSubManagerIds.default([]),
});
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequest>;

const ZConstructionReceptionInput = ZConstructionReception.omit({ field_id: true }).partial();

export const ZCreateProtecProjectRequest = ZCreateProjectRequest.extend({
  dataProtec: ZConstructionReceptionInput,
});
export type TCreateProtecProjectRequest = z.input<typeof ZCreateProtecProjectRequest>;

export const ZUpdateProtecProjectRequest = ZUpdateProjectRequest.extend({
  dataProtec: ZConstructionReceptionInput,
});
export type TUpdateProtecProjectRequest = z.input<typeof ZUpdateProtecProjectRequest>;

export const ZProjectWriteResponse = z.object({ success: z.literal(true), data: ZProject });
