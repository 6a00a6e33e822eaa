import {
  AUTH_ID,
  boundedList,
  boundedText,
  choice,
  createMemberFormSchema,
  DEFAULT_WORKER_TYPE_ID,
  INPUT_MESSAGE,
  LOGIN_TYPE,
  MEMBER_LOOKUP_STATE,
  MEMBER_MESSAGE,
  MEMBER_TYPE,
  memberAllowancesSchema,
  memberCostsSchema,
  memberLookupSchema,
  normalizePhone,
  requiredWorkerListIssues,
  workerListDataSchema,
} from '@genba/validators';
import { z } from 'zod';
import {
  ZFlag,
  ZPagingQuery,
  zFile,
  zFlagInput,
  zId,
  zInt,
  zIntWithMessage,
  zJsonField,
  zNullableString,
  zPhoneNumber,
} from './common.ts';
import { lazySchema } from './lazySchema.ts';

/** Member type (core §3): 1 in-company, 2 partner (MEMBER_TYPE of @genba/validators). */
export const ZMemberType = lazySchema(() =>
  z.literal(Object.values(MEMBER_TYPE), { error: INPUT_MESSAGE.choice }),
);

/** Login type: 1 PC only, 2 mobile only, 3 both (LOGIN_TYPE of @genba/validators). */
export const ZLoginType = lazySchema(() =>
  z.literal(Object.values(LOGIN_TYPE), { error: MEMBER_MESSAGE.loginTypeRequired }),
);
export type TLoginType = z.infer<typeof ZLoginType>;

/** auth_id of core §6 (AUTH_ID of @genba/validators). */
export const ZAuthId = lazySchema(() => z.literal(Object.values(AUTH_ID), { error: INPUT_MESSAGE.choice }));
export type TAuthId = z.infer<typeof ZAuthId>;

/** An allowance paid to a member (core §3 allowance). */
export const ZMemberAllowance = lazySchema(() =>
  z.object({
    company_member_allowance_id: z.number().int().positive().nullable(),
    company_allowance_id: z.number().int().positive(),
    name: z.string(),
    cost: z.number(),
    unit_id: z.number().int(),
    company_id: z.number().int().positive(),
  }),
);

/** Which of the member's numbers are shown to whom; the spec sends it as JSON and shows no fields. */
export const ZMemberTelSetting = lazySchema(() =>
  z.object({
    tel_number: z.string(),
    /** 1 when other members may see this number. */
    is_public: ZFlag,
  }),
);

/** A tel setting as the member form sends it: the number must be a Japanese phone number (core §5), sent normalised. */
export const ZMemberTelSettingInput = lazySchema(() =>
  ZMemberTelSetting.extend({ tel_number: zPhoneNumber }),
);

/** An office membership row: the member's auth in that office. */
export const ZOfficeMember = lazySchema(() =>
  z.object({
    office_id: z.number().int().positive(),
    auth_id: ZAuthId,
  }),
);

/** A member of a company (core §3 member), as read; passwords are never sent back. */
export const ZMember = lazySchema(() =>
  z.object({
    member_id: z.number().int().positive(),
    name1: z.string(),
    name2: zNullableString,
    kana1: zNullableString,
    kana2: zNullableString,
    tel_number: zNullableString,
    email: zNullableString,
    type: ZMemberType,
    auth_id: ZAuthId,
    login_type: ZLoginType,
    belong_to_company_id: z.number().int().positive().nullable(),
    company_name: zNullableString,
    worker_type_id: z.number().int(),
    thumnail_path: zNullableString,
    cost_type: z.number().int().nullable(),
    cost: z.number().nullable(),
    hour_cost: z.number().nullable(),
    monthly_cost: z.number().nullable(),
    monthly_payment_cost: z.number().nullable(),
    hour_allowance_cost: z.number().nullable(),
    field_volume_cost: z.number().nullable(),
    member_update_allowed: ZFlag,
    worker_list_required: ZFlag.nullable(),
    contract_authority: ZFlag,
    role_id: z.number().int().nullable(),
    office_members: z.array(ZOfficeMember),
    login_offices: z.array(z.number().int().positive()),
    agree_terms_flg: ZFlag,
    member_tel_settings: z.array(ZMemberTelSetting),
    company_member_allowance: z.array(ZMemberAllowance),
  }),
);
export type TMember = z.infer<typeof ZMember>;

/** Just enough of a member for lists, avatars and pickers. */
export const ZMemberSummary = lazySchema(() =>
  ZMember.pick({
    member_id: true,
    name1: true,
    name2: true,
    kana1: true,
    kana2: true,
    type: true,
    auth_id: true,
    thumnail_path: true,
    belong_to_company_id: true,
    company_name: true,
  }),
);
export type TMemberSummary = z.infer<typeof ZMemberSummary>;

// ---- member form (multipart) -----------------------------------------------

/** Worker list data (core §3) with its length limits (workerListDataSchema of @genba/validators); sent as JSON. */
export const ZWorkerListData = workerListDataSchema;
export type TWorkerListData = z.infer<typeof ZWorkerListData>;

/** Empty multipart fields arrive as ''; they mean "not given". */
const zFormText = boundedText({ max: 256 })
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()));

/**
 * The member form's fields as they arrive in multipart (core §7): numbers
 * and flags as text, worker_list_data and member_tel_settings as JSON text.
 * The rules themselves are the validators' (see memberFormRules).
 */
const memberFormFields = {
  name1: boundedText({ typeMessage: MEMBER_MESSAGE.name1Required, trim: true, max: 20 }),
  name2: zFormText,
  kana1: zFormText,
  kana2: zFormText,
  company_name: zFormText,
  belong_to_company_id: zId.nullish(),
  agree_terms_flg: zFlagInput.optional(),
  company_id: zId,
  office_id: zId,
  type: zInt.pipe(ZMemberType).default(MEMBER_TYPE.inCompany),
  auth_id: zInt.pipe(ZAuthId),
  login_type: zIntWithMessage(MEMBER_MESSAGE.loginTypeRequired).pipe(ZLoginType),
  worker_type_id: zInt.default(DEFAULT_WORKER_TYPE_ID),
  tel_number: zFormText,
  email: zFormText,
  password: zFormText,
  password_confirmation: zFormText,
  file: zFile.optional(),
  delete_profilepicture: zFlagInput.optional(),
  /** The effective "worker list required" (member value, else company setting plus auth, core §5); the server recomputes it. */
  worker_list_required: zFlagInput.optional(),
  worker_list_data: zJsonField(ZWorkerListData).optional(),
  member_tel_settings: zJsonField(boundedList(ZMemberTelSettingInput, { max: 20 })).optional(),
  /** Set when the form is filled in from a chat room's invitation. */
  chatroom_id: zId.nullish(),
  /** Pay and allowances (core §3; memberCostsSchema of @genba/validators): amounts as text, the allowances as JSON. */
  ...memberCostsSchema.omit({ company_member_allowance: true }).shape,
  company_member_allowance: zJsonField(memberAllowancesSchema).optional(),
};

type MemberFormOutput = {
  login_type: TLoginType;
  tel_number: string | null;
  email: string | null;
  password: string | null;
  password_confirmation: string | null;
  worker_list_required?: 0 | 1 | undefined;
  worker_list_data?: TWorkerListData | undefined;
};

/**
 * Core §5 member-form rules, from @genba/validators: e-mail for PC logins, a
 * mobile number for mobile logins, a password unless mobile-only (on update
 * only when one is given), and the worker-list rules when the list is
 * required. The worker list's own limits were checked when its field parsed,
 * so it is left out of the re-check to report each problem once.
 */
const memberFormRules =
  (passwordRequired: boolean) => (value: MemberFormOutput, context: z.RefinementCtx) => {
    const rules = createMemberFormSchema({ workerListRequired: false, passwordRequired });
    const result = rules.safeParse({ ...value, worker_list_data: undefined });
    const issues = [
      ...(result.error?.issues ?? []),
      ...(value.worker_list_required === 1
        ? requiredWorkerListIssues(value.worker_list_data).map((issue) => ({
            ...issue,
            path: ['worker_list_data', ...issue.path],
          }))
        : []),
    ];
    for (const issue of issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  };

/**
 * Core §4 login-type rules: mobile-only members lose email and password,
 * PC-only members lose tel_number. A kept number is sent normalised (core §5:
 * +81 becomes 0, hyphens removed), as every phone of the API.
 */
const applyLoginType = <T extends MemberFormOutput>(value: T): T => {
  const tel_number = value.tel_number === null ? null : normalizePhone(value.tel_number);
  if (value.login_type === LOGIN_TYPE.mobileOnly)
    return { ...value, tel_number, email: null, password: null, password_confirmation: null };
  if (value.login_type === LOGIN_TYPE.pcOnly) return { ...value, tel_number: null };
  return { ...value, tel_number };
};

export const ZCreateMemberRequest = lazySchema(() =>
  z.object(memberFormFields).superRefine(memberFormRules(true)).transform(applyLoginType),
);
export type TCreateMemberRequest = z.input<typeof ZCreateMemberRequest>;

export const ZUpdateMemberRequest = lazySchema(() =>
  z
    .object({ ...memberFormFields, member_id: zId })
    .superRefine(memberFormRules(false))
    .transform(applyLoginType),
);
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

export const ZMemberWriteResponse = lazySchema(() => z.object({ success: z.literal(true), data: ZMember }));

/** One member as the member form edits it: the member plus the stored worker list (core §3). */
export const ZMemberDetail = lazySchema(() =>
  ZMember.extend({ worker_list_data: ZWorkerListData.nullable() }),
);
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

/** Moving a member to another office (core §6 move rule). */
export const ZMoveMemberOfficeRequest = lazySchema(() => z.object({ office_id: zId }));
export type TMoveMemberOfficeRequest = z.input<typeof ZMoveMemberOfficeRequest>;

// ---- member list (/member/information) ---------------------------------------

/** Member status on the member table: 1 active (terms agreed), 2 not yet agreed (an invited member who has not started). */
export const MEMBER_LIST_STATUS = { active: 1, notAgreed: 2 } as const;
export const ZMemberListStatus = lazySchema(() =>
  z.literal(Object.values(MEMBER_LIST_STATUS), {
    error: INPUT_MESSAGE.choice,
  }),
);

/** Columns the member table sorts by on the server. */
export const MEMBER_SORT_KEYS = ['kana', 'auth_id', 'login_type', 'status', 'created_at'] as const;
export type TMemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

/** Filters and paging of the member table (core §2 /member/information, §9 paging). */
export const ZGetMembersQuery = lazySchema(() =>
  ZPagingQuery.extend({
    sort: choice(MEMBER_SORT_KEYS).optional(),
    order: choice(['asc', 'desc']).optional(),
    keyword: boundedText({ max: 255 }).optional(),
    office_id: zId.optional(),
    auth_id: zInt.pipe(ZAuthId).optional(),
    login_type: zInt.pipe(ZLoginType).optional(),
    status: zInt.pipe(ZMemberListStatus).optional(),
    /** Members of one project (site). */
    field_id: zId.optional(),
  }),
);
export type TGetMembersQuery = z.input<typeof ZGetMembersQuery>;

/** One row of the member table. */
export const ZMemberListItem = lazySchema(() =>
  z.object({
    member_id: z.number().int().positive(),
    name1: z.string(),
    name2: z.string(),
    kana1: z.string(),
    kana2: z.string(),
    email: zNullableString,
    tel_number: zNullableString,
    type: ZMemberType,
    auth_id: ZAuthId,
    login_type: ZLoginType,
    company_name: zNullableString,
    offices: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
    status: ZMemberListStatus,
  }),
);
export type TMemberListItem = z.infer<typeof ZMemberListItem>;

export const ZGetMembersResponse = lazySchema(() =>
  z.object({
    data: z.array(ZMemberListItem),
    total: z.number().int().min(0),
  }),
);
export type TGetMembersResponse = z.infer<typeof ZGetMembersResponse>;

// ---- member lookup (core §4 lookup states, §5 lookup rule) ---------------------

/** `{ keyword }`: an e-mail or a phone number, half-width (memberLookupSchema of @genba/validators). */
export const ZLookupMemberRequest = memberLookupSchema;
export type TLookupMemberRequest = z.input<typeof ZLookupMemberRequest>;

/**
 * What the lookup found: `empty` (no account), or `registered` with whether
 * the account is already a member of the acting company and its name. The
 * other core §4 states (error, font error) are the request's 422 messages.
 */
export const ZLookupMemberResponse = lazySchema(() =>
  z.object({
    state: z.union([z.literal(MEMBER_LOOKUP_STATE.empty), z.literal(MEMBER_LOOKUP_STATE.registered)]),
    in_company: z.boolean(),
    name: zNullableString,
  }),
);
export type TLookupMemberResponse = z.infer<typeof ZLookupMemberResponse>;

/** Completion: the looked-up account joins the company with a type, an auth and an office (core §6 rules). */
export const ZAddLookedUpMemberRequest = lazySchema(() =>
  memberLookupSchema.extend({
    type: zInt.pipe(ZMemberType),
    auth_id: zInt.pipe(ZAuthId),
    office_id: zId,
  }),
);
export type TAddLookedUpMemberRequest = z.input<typeof ZAddLookedUpMemberRequest>;
