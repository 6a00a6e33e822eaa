import {
  boundedInt,
  boundedList,
  boundedText,
  CONTRACTOR_MESSAGE,
  choice,
  contractorFilterNameSchema,
  INPUT_MESSAGE,
  partnerCompanySchema,
  partnerLogoProblem,
} from '@genba/validators';
import { z } from 'zod';
import {
  addressColumns,
  ZPagingQuery,
  ZPrefectureCode,
  ZWireDateTime,
  ZWireId,
  zFile,
  zId,
  zInt,
  zKeyword,
  zNullableString,
  zPrefectureId,
} from './common.ts';
import { ZCompanySummary } from './company.ts';
import { ZContactPerson } from './contactPerson.ts';
import { ZInvitation, ZSendInvitationEmailRequest, ZSendInvitationTelRequest } from './invitation.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Membership type of a partner company (core §3 names the field, not its
 * codes): 1 uses the product with its own account, 2 registered as data only.
 */
export const MEMBERSHIP_TYPE = { member: 1, nonMember: 2 } as const;
export const ZMembershipType = lazySchema(() =>
  z.union([z.literal(1), z.literal(2)], { error: INPUT_MESSAGE.choice }),
);

/** A member of ours in charge of a partner company (member-represent). */
export const ZMemberRepresent = lazySchema(() =>
  z.object({
    id: ZWireId,
    contractor_id: ZWireId,
    member_id: ZWireId,
    member_name: z.string(),
  }),
);
export type TMemberRepresent = z.infer<typeof ZMemberRepresent>;

/**
 * A partner company (core §3 contractor). The address is split as the list
 * shows it: prefecture plus address lines (core §2).
 */
export const ZContractor = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string(),
    name_kana: zNullableString,
    membership_type: ZMembershipType,
    ...addressColumns,
    telephone_number: zNullableString,
    fax_number: zNullableString,
    url: zNullableString,
    represent_name: zNullableString,
    person_in_charge_name: zNullableString,
    member_represent: boundedList(ZMemberRepresent),
  }),
);
export type TContractor = z.infer<typeof ZContractor>;

export const ZContractorDetail = lazySchema(() =>
  ZContractor.extend({ contact_persons: boundedList(ZContactPerson) }),
);
export type TContractorDetail = z.infer<typeof ZContractorDetail>;

/** Member ids, as an array or joined by commas (core §7: member_represent joined). */
const zIdList = z
  .union([boundedList(zId), boundedText({ max: 11_000 })], { error: INPUT_MESSAGE.id })
  .transform((value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .filter(Boolean)
          .map((part) => Number(part))
      : value,
  )
  .pipe(boundedList(ZWireId));

/** The filter conditions of the contractor list; saved filters store the same object. */
export const ZContractorConditions = lazySchema(() =>
  z.object({
    keyword: zKeyword,
    membership_type: zInt.pipe(ZMembershipType).optional(),
    prefecture_id: zPrefectureId.optional(),
    member_represent: zIdList.optional(),
  }),
);
export type TContractorConditions = z.input<typeof ZContractorConditions>;

export const ZContractorListQuery = lazySchema(() => ZPagingQuery.extend(ZContractorConditions.shape));
export type TContractorListQuery = z.input<typeof ZContractorListQuery>;

/** A saved filter of the contractor list. */
export const ZContractorFilter = lazySchema(() =>
  z.object({
    id: ZWireId,
    name: z.string(),
    conditions: z.object({
      keyword: z.string().optional(),
      membership_type: ZMembershipType.optional(),
      prefecture_id: ZPrefectureCode.optional(),
      member_represent: boundedList(ZWireId).optional(),
    }),
  }),
);
export type TContractorFilter = z.infer<typeof ZContractorFilter>;

export const ZContractorFilterCreateRequest = lazySchema(() =>
  z.object({
    name: contractorFilterNameSchema,
    conditions: ZContractorConditions,
  }),
);
export type TContractorFilterCreateRequest = z.input<typeof ZContractorFilterCreateRequest>;

/** Columns the contractor list can show; the user's choice is stored per user. */
export const CONTRACTOR_COLUMNS = [
  'name',
  'name_kana',
  'membership_type',
  'address',
  'telephone_number',
  'fax_number',
  'url',
  'represent_name',
  'person_in_charge_name',
  'member_represent',
] as const;
export const ZContractorColumn = lazySchema(() => choice(CONTRACTOR_COLUMNS));
export const ZContractorColumnList = lazySchema(() => z.object({ columns: boundedList(ZContractorColumn) }));
export type TContractorColumnList = z.infer<typeof ZContractorColumnList>;

export const ZContractorColumnListRequest = lazySchema(() =>
  z.object({
    columns: boundedList(ZContractorColumn).min(1, CONTRACTOR_MESSAGE.columnsRequired),
  }),
);

// ---- member-represent ------------------------------------------------------

export const ZMemberRepresentCreateRequest = lazySchema(() =>
  z.object({
    contractor_id: zId,
    member_ids: zIdList.pipe(boundedList(ZWireId).min(1, CONTRACTOR_MESSAGE.representativeRequired)),
  }),
);
export type TMemberRepresentCreateRequest = z.input<typeof ZMemberRepresentCreateRequest>;

// ---- subcontractor settings (/setting/subcontractor) -----------------------

/**
 * A partner company linked to the acting company, as the settings list shows
 * it (our design: the spec names the calls only). `owned` is true for a
 * company this company registered (regist_company): only those can be edited
 * here; a company linked with registExistsCompany keeps its own data.
 * member_count counts this company's live partner members (type 2) whose
 * belong_to_company_id is that company.
 */
export const ZSubcontractor = lazySchema(() =>
  z.object({
    /** The relation's id (what DELETE /api/setting/subcontractor/{id} removes). */
    id: ZWireId,
    company: ZCompanySummary,
    owned: z.boolean(),
    postcode: zNullableString,
    prefecture_id: ZPrefectureCode.nullable(),
    address1: zNullableString,
    address2: zNullableString,
    address3: zNullableString,
    telephone_number: zNullableString,
    fax_number: zNullableString,
    url: zNullableString,
    represent_name1: zNullableString,
    represent_name2: zNullableString,
    represent_kana1: zNullableString,
    represent_kana2: zNullableString,
    /** Representative's full name, as the list shows it. */
    represent_name: zNullableString,
    person_in_charge_name: zNullableString,
    has_logo: z.boolean(),
    member_count: boundedInt({ min: 0 }),
    created_at: z.string(),
  }),
);
export type TSubcontractor = z.infer<typeof ZSubcontractor>;

export const ZSubcontractorListQuery = lazySchema(() => ZPagingQuery.extend({ keyword: zKeyword }));

/**
 * Invite a partner company's representative by phone (invitation_type 1) or
 * e-mail (2): the invitation rules of talk §5 (@genba/validators), duplicates
 * among rows refused, optionally to one of the actor's sites (field_id), like
the member invitations. `id` is the relation id: the invitation carries the
 * partner company as regist_company_id, so the person who registers joins as
 * a partner member (type 2) of that company.
 */
export const ZSubcontractorInviteRequest = lazySchema(() =>
  z.discriminatedUnion(
    'invitation_type',
    [
      ZSendInvitationTelRequest.extend({ invitation_type: z.literal(1), id: zId }),
      ZSendInvitationEmailRequest.extend({ invitation_type: z.literal(2), id: zId }),
    ],
    { error: INPUT_MESSAGE.choice },
  ),
);
export type TSubcontractorInviteRequest = z.input<typeof ZSubcontractorInviteRequest>;

/** Auth levels a partner member can get (core §6: cooperation 3, partner foreman 6). */
export const ZAuthOption = lazySchema(() => z.object({ auth_id: z.number().int(), name: z.string() }));

/**
 * A pending invitation to a partner company, as /setting/subcontractor lists it
 * (who, how, when): the invitation plus the partner company's name and when it
 * was sent, which the invitation itself does not carry.
 */
export const ZPendingPartnerInvitation = lazySchema(() =>
  ZInvitation.extend({
    partner_company_name: z.string(),
    created_at: ZWireDateTime,
  }),
);
export type TPendingPartnerInvitation = z.infer<typeof ZPendingPartnerInvitation>;

export const ZInitSubcontractorResponse = lazySchema(() =>
  z.object({
    auth_options: boundedList(ZAuthOption),
    /** Pending invitations sent to partner companies' representatives, newest first. */
    pending_invitations: boundedList(ZPendingPartnerInvitation),
    count_total: boundedInt({ min: 0 }),
  }),
);

/** The partner company payload of @genba/validators; the prefecture may travel as text (multipart). */
const ZPartnerCompanyPayload = lazySchema(() =>
  partnerCompanySchema.extend({
    postcode: partnerCompanySchema.shape.postcode.transform((v) => (v ? v.replace('-', '') : v)),
    prefecture_id: zPrefectureId.nullish(),
  }),
);

/** Register a partner company that is not in the product yet: the company, its head office and the relation. */
export const ZRegistCompanyRequest = ZPartnerCompanyPayload;
export type TRegistCompanyRequest = z.input<typeof ZRegistCompanyRequest>;

/** Link a company already using the product (it has members of its own) as a partner. */
export const ZRegistExistsCompanyRequest = lazySchema(() => z.object({ company_id: zId }));

/**
 * Edit a partner company this company registered (multipart, so the logo can
 * travel). Sent as POST with `_method: 'PUT'`, the override the spec describes.
 * `id` is the relation id. The logo (jpeg, gif, png; ≤ 5 MB) replaces the stored one.
 */
export const ZUpdateSubcontractorCompanyRequest = lazySchema(() =>
  ZPartnerCompanyPayload.extend({
    _method: z.literal('PUT', { error: INPUT_MESSAGE.choice }).optional(),
    id: zId,
    logo: zFile
      .refine((f) => partnerLogoProblem(f) === null, {
        error: (issue) => {
          const f = issue.input;
          return f instanceof Blob ? (partnerLogoProblem(f) ?? INPUT_MESSAGE.file) : INPUT_MESSAGE.file;
        },
      })
      .optional(),
  }),
);
export type TUpdateSubcontractorCompanyRequest = z.input<typeof ZUpdateSubcontractorCompanyRequest>;

export const ZSubcontractorWriteResponse = lazySchema(() =>
  z.object({ success: z.literal(true), data: ZSubcontractor }),
);
export const ZSubcontractorInviteResponse = lazySchema(() =>
  z.object({
    success: z.literal(true),
    data: boundedList(ZInvitation),
  }),
);
