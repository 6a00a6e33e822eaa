import {
  boundedInt,
  boundedList,
  boundedText,
  CASE_COLUMNS,
  CASE_DATE_COLUMNS,
  CASE_LIST_MESSAGE,
  CASE_SORT_COLUMNS,
  caseNameSchema,
  choice,
  completionStatusSchema,
  constructionTypeSchema,
  INPUT_MESSAGE,
  intInput,
  PROJECT_MESSAGE,
  PROJECT_STATUS_FILTER,
  projectCompletionStatusSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZBuildingSummary } from './building.ts';
import { ZLatitude, ZLongitude, ZWireId, zDate, zId, zKeyword, zNullableString } from './common.ts';
import { ZCustomerSummary } from './customer.ts';
import { lazySchema } from './lazySchema.ts';

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
export const ZProject = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    company_id: z.number().int().positive(),
    chatroom_id: z.number().int().positive().nullable(),
    case_name: z.string(),
    case_name_kana: zNullableString,
    case_status: ZProjectCompletionStatus,
    source: zNullableString,
    launch_date: zDate.nullable(),
    construction_type_id: z.number().int().positive().nullable(),
    office_id: z.number().int().positive().nullable(),
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
    /** The site's address and position (the form's postal-code lookup and geocoding fill them). */
    postcode: zNullableString,
    address: zNullableString,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    /** Registered from a linked external system: partial edits are locked (core §5). */
    external_linked: z.boolean(),
    ...dateFields,
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type TProject = z.infer<typeof ZProject>;

/** A sub-manager of a project (a member who co-manages it). */
export const ZSubManager = lazySchema(() =>
  z.object({ member_id: z.number().int().positive(), name: z.string() }),
);

/** The installer variant's construction reception (core §3). */
export const ZConstructionReception = lazySchema(() =>
  z.object({
    field_id: ZWireId.nullable(),
    reception_date: zDate.nullable(),
    reception_number: boundedText({ max: 50 }).nullable(),
    prime_contractor_company_id: ZWireId.nullable(),
    prime_contractor_office_id: ZWireId.nullable(),
    prime_contractor_member: ZWireId.nullable(),
    m_construction_type_id: ZWireId.nullable(),
    pc_t_subcontractor_relation_id: ZWireId.nullable(),
  }),
);
export type TConstructionReception = z.infer<typeof ZConstructionReception>;

/** A member of a project (designed: the spec's edit payload does not show them) with their room role (core §6). */
export const ZProjectMember = lazySchema(() =>
  z.object({
    member_id: z.number().int().positive(),
    name: z.string(),
    room_role: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(1000)]),
  }),
);
export type TProjectMember = z.infer<typeof ZProjectMember>;

/** Everything the edit form needs (GET /api/project/{id}/edit). */
export const ZProjectEditResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: z.object({
      project: ZProject,
      sub_managers: z.array(ZSubManager),
      /** Designed: everyone who takes part in the project (its talk room), for the form's member checkboxes. */
      members: z.array(ZProjectMember),
      customer: ZCustomerSummary.nullable(),
      building: ZBuildingSummary.nullable(),
      construction_reception: ZConstructionReception.nullable(),
    }),
  }),
);

const zOptionalDay = z
  .union([zDate, z.literal('').transform(() => null)], { error: INPUT_MESSAGE.date })
  .nullish();

/**
 * The form data of a project (core §3 "formdata"). Case name required; the
 * construction end may not be before its start.
 */
export const ZProjectFormData = lazySchema(() =>
  z
    .object({
      case_name: caseNameSchema,
      case_name_kana: boundedText({ max: 100 }).nullish(),
      case_status: ZProjectCompletionStatus,
      source: boundedText({ max: 50 }).nullish(),
      launch_date: zOptionalDay,
      /** 工事種別: one of CONSTRUCTION_TYPE (our designed list; the spec shows no master). */
      construction_type_id: constructionTypeSchema.nullish(),
      office_id: zId,
      sale_man: zId.nullish(),
      fore_man: zId.nullish(),
      customer_id: zId.nullish(),
      building_id: zId.nullish(),
      case_type: boundedText({ max: 50 }).nullish(),
      memo: boundedText({ max: 1000, multiline: true }).nullish(),
      partner_company: boundedText({ max: 100 }).nullish(),
      team_names: boundedList(boundedText({ trim: true, max: 50 }), { max: 20 }).nullish(),
      postcode: boundedText({ max: 8 }).nullish(),
      address: boundedText({ max: 255 }).nullish(),
      latitude: ZLatitude.nullish(),
      longitude: ZLongitude.nullish(),
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
    ),
);
export type TProjectFormData = z.input<typeof ZProjectFormData>;

/** Member ids of the project's sub-managers. */
const zSubManagerIds = boundedList(zId, { max: 100 });

/**
 * Company-wide tag groups copied into a new project, and black-board template ids
 * (the product has no black-board template: the server refuses any id).
 */
const zTemplateIds = boundedList(zId);

/**
 * Designed beyond the spec's payload: `members` are the project's members
 * (own and partner), who join its talk room; the creator always joins.
 */
export const ZCreateProjectRequest = lazySchema(() =>
  z.object({
    formdata: ZProjectFormData,
    subManager: zSubManagerIds.default([]),
    members: zSubManagerIds.default([]),
    tagGroupData: zTemplateIds.default([]),
    blackBoardData: zTemplateIds.default([]),
  }),
);
export type TCreateProjectRequest = z.input<typeof ZCreateProjectRequest>;

export const ZUpdateProjectRequest = lazySchema(() =>
  z.object({
    formdata: ZProjectFormData,
    subManager: zSubManagerIds.default([]),
    /** Designed: when given, the project's member list becomes exactly these (plus the managers kept). */
    members: zSubManagerIds.optional(),
  }),
);
export type TUpdateProjectRequest = z.input<typeof ZUpdateProjectRequest>;

/**
 * The construction reception a protec company sends (dataProtec): every field may be left out or null.
 * The server checks that the relation names the acting company as the partner, and that the company,
 * office and member are that prime contractor's.
 */
export const ZConstructionReceptionInput = lazySchema(() =>
  z.object({
    reception_date: zOptionalDay,
    reception_number: boundedText({ max: 50 }).nullish(),
    pc_t_subcontractor_relation_id: zId.nullish(),
    prime_contractor_company_id: zId.nullish(),
    prime_contractor_office_id: zId.nullish(),
    prime_contractor_member: zId.nullish(),
    m_construction_type_id: constructionTypeSchema.nullish(),
  }),
);
export type TConstructionReceptionInput = z.input<typeof ZConstructionReceptionInput>;

export const ZCreateProtecProjectRequest = lazySchema(() =>
  ZCreateProjectRequest.extend({
    dataProtec: ZConstructionReceptionInput,
  }),
);
export type TCreateProtecProjectRequest = z.input<typeof ZCreateProtecProjectRequest>;

export const ZUpdateProtecProjectRequest = lazySchema(() =>
  ZUpdateProjectRequest.extend({
    dataProtec: ZConstructionReceptionInput,
  }),
);
export type TUpdateProtecProjectRequest = z.input<typeof ZUpdateProtecProjectRequest>;

export const ZProjectWriteResponse = lazySchema(() => z.object({ success: z.literal(true), data: ZProject }));

/** A prime contractor (元請) that registered the acting protec company as its partner, for the reception's pickers. */
export const ZPrimeContractor = lazySchema(() =>
  z.object({
    /** The subcontractors row linking the two (pc_t_subcontractor_relation_id). */
    relation_id: z.number().int().positive(),
    company_id: z.number().int().positive(),
    name: z.string(),
    offices: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
    members: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
  }),
);
export type TPrimeContractor = z.infer<typeof ZPrimeContractor>;

export const ZPrimeContractorList = lazySchema(() => z.object({ data: z.array(ZPrimeContractor) }));
export type TPrimeContractorList = z.infer<typeof ZPrimeContractorList>;

/* ---------------------------------------------------------------------------
 * The case list (案件一覧), its column choice and the completion-status
 * settings: calls the spec does not show, designed in catalogue/project.ts.
 * ------------------------------------------------------------------------- */

/** A row of the case list: the project with the names its ids stand for. */
export const ZCaseRow = lazySchema(() =>
  ZProject.extend({
    office_name: zNullableString,
    sale_man_name: zNullableString,
    fore_man_name: zNullableString,
  }),
);
export type TCaseRow = z.infer<typeof ZCaseRow>;

/** Core §4 status selector: a status 0–9, or 99 (all) / 999 (edit), which filter nothing. */
export const zCaseStatusFilter = intInput({ min: 0, max: PROJECT_STATUS_FILTER.edit }).refine(
  (value) =>
    value === PROJECT_STATUS_FILTER.all || value === PROJECT_STATUS_FILTER.edit || (value >= 0 && value <= 9),
  { error: PROJECT_MESSAGE.completionStatus },
);

/** Query of the case list: filters, one date range, sort and page (30 per page, core §9). */
export const ZCaseListRequest = lazySchema(() =>
  z
    .object({
      status: zCaseStatusFilter.default(PROJECT_STATUS_FILTER.all),
      office_id: zId.optional(),
      sale_man: zId.optional(),
      fore_man: zId.optional(),
      case_type: boundedText({ max: 50 }).optional(),
      team: boundedText({ max: 50 }).optional(),
      /** Free text over case name, kana, customer name and address. */
      keyword: zKeyword,
      date_column: choice(CASE_DATE_COLUMNS).optional(),
      date_from: zDate.optional(),
      date_to: zDate.optional(),
      sort: choice(CASE_SORT_COLUMNS).default('updated_at'),
      order: choice(['asc', 'desc']).default('desc'),
      page: intInput({ min: 1, max: 100_000 }).default(1),
      /** Keyset paging: the last project of the previous page (the page shown is still `page`). */
      after_id: zId.optional(),
    })
    .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
      path: ['date_to'],
      message: CASE_LIST_MESSAGE.dateRange,
    }),
);
export type TCaseListRequest = z.input<typeof ZCaseListRequest>;

export const ZCaseListResponse = lazySchema(() =>
  z.object({
    data: boundedList(ZCaseRow),
    total: boundedInt({ min: 0 }),
    page: boundedInt({ min: 1 }),
    per_page: boundedInt({ min: 1 }),
  }),
);
export type TCaseListResponse = z.infer<typeof ZCaseListResponse>;

/** The member's visible case-list columns, in display order. */
export const ZCaseColumns = lazySchema(() =>
  z.object({
    columns: boundedList(choice(CASE_COLUMNS), { max: CASE_COLUMNS.length }),
  }),
);
export type TCaseColumns = z.infer<typeof ZCaseColumns>;

/** A company's wording of one completion status (core §3: name, memo, color). */
export const ZCompletionStatusSetting = lazySchema(() =>
  z.object({
    status: ZProjectCompletionStatus,
    name: z.string(),
    memo: z.string(),
    color: z.string(),
  }),
);
export type TCompletionStatusSetting = z.infer<typeof ZCompletionStatusSetting>;

export const ZCompletionStatusList = lazySchema(() => z.object({ data: z.array(ZCompletionStatusSetting) }));
export type TCompletionStatusList = z.infer<typeof ZCompletionStatusList>;

export const ZCompletionStatusParams = lazySchema(() =>
  z.object({
    status: intInput({ min: 0, max: 9, message: PROJECT_MESSAGE.completionStatus }),
  }),
);

/** Core §5: name ≤ 10, memo ≤ 100, colour #rrggbb (projectCompletionStatusSchema of @genba/validators). */
export const ZUpdateCompletionStatusRequest = projectCompletionStatusSchema;
export type TUpdateCompletionStatusRequest = z.input<typeof ZUpdateCompletionStatusRequest>;

export const ZUpdateCompletionStatusResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: ZCompletionStatusSetting,
  }),
);
