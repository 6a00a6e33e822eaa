import {
  ADMIN_USER_MESSAGE,
  AGREE_TERMS_FLG,
  AUTH_FAILURE_MESSAGES,
  adminRoleSchema,
  adminUserNameSchema,
  boundedList,
  boundedText,
  choice,
  INPUT_MESSAGE,
  isValidNewPassword,
  LOGIN_FLOW_MESSAGE,
  LOGIN_MESSAGE,
  LOGIN_PASSWORD_RAW_MAX,
  loginEmailField,
  loginEmailSchema,
  NEWS_TYPES,
  normalizePhone,
  passwordResetRequestSchema,
  passwordResetSchema,
  QR_LOGIN_CODE_STATES,
  qrLoginCodeStateSchema,
  qrLoginSchema,
  smsLoginSchema,
  smsRequestSchema,
} from '@genba/validators';
import { z } from 'zod';
import { ZFlag, zDateTime, zId } from './common.ts';
import { ZCompany, ZCompanySummary } from './company.ts';
import { lazySchema } from './lazySchema.ts';
import { ZAuthId, ZMember, ZMemberSummary } from './member.ts';
import { ZOffice, ZOfficeSummary } from './office.ts';
import { ZTagGroup } from './tag.ts';

/**
 * The logged-in user (talk §3 User plus the access fields of core §3 user).
 * This is what every guard reads: terms agreement, auth level, contract
 * authority, and the company/office the session acts for.
 */
export const ZUser = lazySchema(() =>
  z.object({
    user_id: z.number().int().positive(),
    member_id: z.number().int().positive(),
    name: z.string(),
    login_company_id: z.number().int().positive(),
    login_office_id: z.number().int().positive().nullable(),
    auth_id: ZAuthId,
    agree_terms_flg: ZFlag,
    contract_authority: ZFlag,
    member_update_allowed: ZFlag,
    /** Company authority: 16 protec type, 15 contractor (core §6); null for neither. */
    authority: z.number().int().nullable(),
    last_access: zDateTime.nullable(),
  }),
);
export type TUser = z.infer<typeof ZUser>;

// ---- login -----------------------------------------------------------------

/** Login e-mail rules of talk §5, messages verbatim: `{ email, password }`. */
export const ZLoginEmailRequest = loginEmailSchema;
export type TLoginEmailRequest = z.input<typeof ZLoginEmailRequest>;

/**
 * Successful login (e-mail or SMS). Login and SMS calls report their outcome
 * as an object carrying the HTTP status (talk §8), so success carries
 * `status: 200` and the session user; the client routes to /login/rules
 * when `user.agree_terms_flg` is 0.
 */
export const ZLoginResponse = lazySchema(() => z.object({ status: z.literal(200), user: ZUser }));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * Body of a failed login or SMS call (401 wrong credentials or code, 429 too
 * many attempts, 500 otherwise): the status repeated in the body so the
 * caller of the 'status' convention can read it, and a Japanese message.
 */
export const ZAuthFailure = lazySchema(() => z.object({ status: z.number().int(), message: z.string() }));
export type TAuthFailure = z.infer<typeof ZAuthFailure>;

/** Japanese messages of failed logins (AUTH_FAILURE_MESSAGES of @genba/validators); the server sends these in ZAuthFailure. */
export { AUTH_FAILURE_MESSAGES };

// ---- SMS -------------------------------------------------------------------

/** A mobile number (070/080/090) as typed; sent on normalised (+81 → 0, separators removed, talk §5). */
const zTelNumber = smsRequestSchema.shape.tel_number.transform(normalizePhone);
export const ZSmsRequestRequest = lazySchema(() => z.object({ tel_number: zTelNumber }));
export type TSmsRequestRequest = z.input<typeof ZSmsRequestRequest>;

/** The code was sent; it is valid for `expires_in` seconds. */
export const ZSmsRequestResponse = lazySchema(() =>
  z.object({
    status: z.literal(200),
    expires_in: z.number().int().positive(),
  }),
);
export type TSmsRequestResponse = z.infer<typeof ZSmsRequestResponse>;

/** The SMS code (認証コード): SMS_AUTH_NUMBER_LENGTH half-width digits. */
const zAuthNumber = smsLoginSchema.shape.auth_number;

export const ZSmsLoginRequest = lazySchema(() =>
  z.object({ tel_number: zTelNumber, auth_number: zAuthNumber }),
);
export type TSmsLoginRequest = z.input<typeof ZSmsLoginRequest>;

/** Whether a phone number may log in by SMS (it belongs to a mobile-allowed member). */
export const ZVerifyTelNumberResponse = lazySchema(() =>
  z.object({ status: z.literal(200), registered: z.boolean() }),
);
export type TVerifyTelNumberResponse = z.infer<typeof ZVerifyTelNumberResponse>;

/** A one-time code checked without logging in (account change and QR login confirm with it). */
export const ZVerifyAuthNumberRequest = lazySchema(() =>
  z.object({ tel_number: zTelNumber, auth_number: zAuthNumber }),
);
export type TVerifyAuthNumberRequest = z.input<typeof ZVerifyAuthNumberRequest>;
export const ZVerifyAuthNumberResponse = lazySchema(() =>
  z.object({ status: z.literal(200), verified: z.literal(true) }),
);

// ---- QR login (docs/adr/011, designed) --------------------------------------

/** A fresh one-time QR login code (32 random bytes, base64url) and its life in seconds (QR_LOGIN_CODE_TTL_SECONDS). */
export const ZCreateQrLoginCodeResponse = lazySchema(() =>
  z.object({
    status: z.literal(200),
    code: z.string(),
    expires_in: z.number().int().positive(),
  }),
);
export type TCreateQrLoginCodeResponse = z.infer<typeof ZCreateQrLoginCodeResponse>;

/** `{ code }`: the bare code or the URL that carries it in its fragment; the bare code is sent. */
export const ZQrLoginRequest = qrLoginSchema;
export type TQrLoginRequest = z.input<typeof ZQrLoginRequest>;

/** `{ code }`: the code the dialog shows, in the body so it stays out of URLs and access logs. */
export const ZQrLoginCodeStateRequest = qrLoginCodeStateSchema;
export type TQrLoginCodeStateRequest = z.input<typeof ZQrLoginCodeStateRequest>;
export const ZQrLoginCodeStateResponse = lazySchema(() =>
  z.object({
    status: z.literal(200),
    state: z.enum(QR_LOGIN_CODE_STATES),
  }),
);
export type TQrLoginCodeStateResponse = z.infer<typeof ZQrLoginCodeStateResponse>;

// ---- password reset --------------------------------------------------------

export const ZPasswordResetRequestRequest = passwordResetRequestSchema;
export type TPasswordResetRequestRequest = z.input<typeof ZPasswordResetRequestRequest>;

/** Always 200 whether or not the address is registered, so addresses cannot be probed. */
export const ZPasswordResetRequestResponse = lazySchema(() =>
  z.object({ status: z.literal(200), message: z.string() }),
);

/** A new password: 6 to 20 half-width letters and digits (core §5, "max 20 elsewhere"). */
export const zNewPassword = z
  .string({ error: LOGIN_MESSAGE.passwordRequired })
  .min(1, LOGIN_MESSAGE.passwordRequired)
  .refine(isValidNewPassword, LOGIN_FLOW_MESSAGE.passwordFormat);

/** Password and confirmation must match; the message sits on the confirmation field. */
export const passwordsMatch: {
  check: (value: { password?: string | undefined; password_confirmation?: string | undefined }) => boolean;
  params: { path: string[]; message: string };
} = {
  check: (value) => value.password === value.password_confirmation,
  params: { path: ['password_confirmation'], message: LOGIN_FLOW_MESSAGE.passwordMismatch },
};

/**
 * `/password/reset/{token}`: the validators' `{ token, password,
 * password_confirmation }` plus the account's e-mail, which the server checks
 * against the token's owner so a leaked link alone cannot reset a password.
 */
export const ZPasswordResetRequest = lazySchema(() =>
  passwordResetSchema.safeExtend({ email: loginEmailField }),
);
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;
export const ZPasswordResetResponse = lazySchema(() =>
  z.object({ status: z.literal(200), message: z.string() }),
);

// ---- init data -------------------------------------------------------------

/**
 * Everything a page needs after login: the session user, the member's own
 * record, the company acting for, its offices, the offices the member
 * belongs to, and the companies the member can switch to.
 */
export const ZInitData = lazySchema(() =>
  z.object({
    user: ZUser,
    member: ZMember,
    company: ZCompany,
    offices: z.array(ZOffice),
    belong_offices: z.array(ZOfficeSummary),
    belong_companies: z.array(ZCompanySummary),
    /**
     * The guarded route keys (routeKeyOf of @genba/validators) the member may NOT
     * open, by the server's one access rule (core §6): the menu hides them, and a
     * phone (whose init data names no route) is guarded by it.
     */
    denied_routes: z.array(z.string()).optional(),
  }),
);
export type TInitData = z.infer<typeof ZInitData>;

/** PC init data also says whether the route in the first path segment is allowed (else the client goes to /talk). */
export const ZInitDataPcResponse = lazySchema(() => ZInitData.extend({ route_allowed: z.boolean() }));
export type TInitDataPcResponse = z.infer<typeof ZInitDataPcResponse>;

export const ZInitDataPcParams = lazySchema(() =>
  z.object({
    firstPathSegment: boundedText({ max: 64, typeMessage: INPUT_MESSAGE.url }).regex(
      /^[\w-]+$/,
      INPUT_MESSAGE.url,
    ),
  }),
);

// ---- appended init data ----------------------------------------------------

/** The pieces of getAppendInitData (talk §7). PC loads five, smartphone only CompanyTagGroup. */
export const APPEND_INIT_PIECES = [
  'TimeDefaultCompany',
  'CompanyMember',
  'MemberCompany',
  'TalkNews',
  'CompanyTagGroup',
  'TalkBadge',
  'DailyBadge',
  'AlbumBadge',
] as const;
export const ZAppendInitPiece = lazySchema(() => choice(APPEND_INIT_PIECES));
export type TAppendInitPiece = z.infer<typeof ZAppendInitPiece>;
export const APPEND_INIT_PIECES_PC = [
  'TimeDefaultCompany',
  'CompanyMember',
  'MemberCompany',
  'TalkNews',
  'CompanyTagGroup',
] as const satisfies readonly TAppendInitPiece[];
export const APPEND_INIT_PIECES_SP = ['CompanyTagGroup'] as const satisfies readonly TAppendInitPiece[];

/** The pieces wanted: an array (the client sends `pieces[]=…`) or one comma-joined string. */
export const ZAppendInitDataQuery = lazySchema(() =>
  z.object({
    pieces: z
      .union([boundedList(ZAppendInitPiece, { max: APPEND_INIT_PIECES.length }), boundedText({ max: 256 })], {
        error: INPUT_MESSAGE.choice,
      })
      .transform((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
      .pipe(boundedList(ZAppendInitPiece, { min: 1, max: APPEND_INIT_PIECES.length })),
  }),
);
export type TAppendInitDataQuery = z.input<typeof ZAppendInitDataQuery>;

const zTime = z.string().regex(/^\d{2}:\d{2}$/);

/** The company's default working hours, prefilled in attendance and daily forms. */
export const ZTimeDefaultCompany = lazySchema(() =>
  z.object({
    company_id: z.number().int().positive(),
    start_time: zTime,
    end_time: zTime,
    rest_start_time: zTime,
    rest_end_time: zTime,
  }),
);

/**
 * A news item to pop up after login (talk §3 News plus read state): published, flagged as a
 * pop-up, and neither read nor dismissed (un-popup) by the member.
 */
export const ZTalkNewsItem = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    news_title: z.string(),
    news_file_path: z.string().nullable(),
    news_type: z.enum(NEWS_TYPES),
    readed: ZFlag,
  }),
);

const zBadge = z.number().int().min(0);

/**
 * Each requested piece that loaded; a piece that failed on the server is left
 * out (talk §7: a failed piece is skipped), so every key is optional.
 */
export const ZAppendInitDataResponse = lazySchema(() =>
  z.object({
    TimeDefaultCompany: ZTimeDefaultCompany.optional(),
    CompanyMember: z.array(ZMemberSummary).optional(),
    MemberCompany: z.array(ZCompanySummary).optional(),
    TalkNews: z.array(ZTalkNewsItem).optional(),
    CompanyTagGroup: z.array(ZTagGroup).optional(),
    TalkBadge: zBadge.optional(),
    DailyBadge: zBadge.optional(),
    AlbumBadge: zBadge.optional(),
  }),
);
export type TAppendInitDataResponse = z.infer<typeof ZAppendInitDataResponse>;

// ---- company switching, terms, password checks -----------------------------

/** Act for another company the member belongs to (and optionally one of its offices) in this session. */
export const ZSwitchUserCompanyRequest = lazySchema(() =>
  z.object({ company_id: zId, office_id: zId.optional() }),
);
export type TSwitchUserCompanyRequest = z.input<typeof ZSwitchUserCompanyRequest>;
export const ZSwitchUserCompanyResponse = lazySchema(() =>
  z.object({ success: z.literal(true), user: ZUser }),
);

/** Remember the company/office the member starts in at the next login. */
export const ZUpdateLoginCompanyRequest = lazySchema(() =>
  z.object({
    login_company_id: zId,
    login_office_id: zId.nullable(),
  }),
);
export type TUpdateLoginCompanyRequest = z.input<typeof ZUpdateLoginCompanyRequest>;
export const ZUpdateLoginCompanyResponse = lazySchema(() =>
  z.object({ success: z.literal(true), user: ZUser }),
);

/** Agree to the terms: only agree_terms_flg 1 is accepted; the server stamps last_access. */
export const ZAgreeTermsRequest = lazySchema(() =>
  z.object({
    agree_terms_flg: z.literal(AGREE_TERMS_FLG.agreed, { error: INPUT_MESSAGE.flag }),
  }),
);
export type TAgreeTermsRequest = z.input<typeof ZAgreeTermsRequest>;
export const ZAgreeTermsResponse = lazySchema(() => z.object({ success: z.literal(true), user: ZUser }));

/** "1" when the password is the session user's, "0" otherwise. */
export const ZChekUserPasswordRequest = lazySchema(() =>
  z.object({
    password: boundedText({ required: LOGIN_MESSAGE.passwordRequired, max: LOGIN_PASSWORD_RAW_MAX }),
  }),
);
export const ZChekUserPasswordResponse = lazySchema(() => z.union([z.literal('1'), z.literal('0')]));

/** Whether the session user has an e-mail login with a password (profile edit asks for it before changes). */
export const ZCheckPasswordResponse = lazySchema(() => z.object({ has_password: z.boolean() }));

/** E-mail addresses already used in the login company, to refuse duplicate invitations and members. */
export const ZGetAllEmailResponse = lazySchema(() => z.object({ emails: z.array(z.string()) }));

export const ZGetUserDataResponse = lazySchema(() => z.object({ user: ZUser, member: ZMember }));

// ---- system administrators (/admin) ----------------------------------------

/** System administrator roles (core §6: general or manager; ADMIN_ROLE of @genba/validators). */
export const ZAdminRole = adminRoleSchema;

/** A system administrator account (not shown in the spec: name, e-mail and role). */
export const ZAdminUser = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    role: ZAdminRole,
    created_at: zDateTime,
    updated_at: zDateTime,
  }),
);
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** The confirmation of a new password: a bounded string (the match is checked by passwordsMatch). */
const zPasswordConfirmation = boundedText({
  max: LOGIN_PASSWORD_RAW_MAX,
  typeMessage: ADMIN_USER_MESSAGE.passwordConfirmationRequired,
});

/** Create a system administrator. */
export const ZAdminUserCreateRequest = lazySchema(() =>
  z
    .object({
      name: adminUserNameSchema,
      email: loginEmailField,
      role: ZAdminRole,
      password: zNewPassword,
      password_confirmation: zPasswordConfirmation,
    })
    .refine(passwordsMatch.check, passwordsMatch.params),
);
export type TAdminUserCreateRequest = z.input<typeof ZAdminUserCreateRequest>;

/** Update one: the spec's PUT has no id in the path, so the id travels in the body; password only when changed. */
export const ZAdminUserUpdateRequest = lazySchema(() =>
  z
    .object({
      id: zId,
      name: adminUserNameSchema,
      email: loginEmailField,
      role: ZAdminRole,
      password: zNewPassword.optional(),
      password_confirmation: zPasswordConfirmation.optional(),
    })
    .refine(passwordsMatch.check, passwordsMatch.params),
);
export type TAdminUserUpdateRequest = z.input<typeof ZAdminUserUpdateRequest>;

export const ZAdminUserWriteResponse = lazySchema(() =>
  z.object({ status: z.literal(true), data: ZAdminUser }),
);
