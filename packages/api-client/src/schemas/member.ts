import {
  AUTH_ID,
  allowsMobileLogin,
  allowsPcLogin,
  DEFAULT_WORKER_TYPE_ID,
  isValidEmail,
  isValidJapanesePhone,
  isValidNewPassword,
  LOGIN_FLOW_MESSAGE,
  LOGIN_TYPE,
  MEMBER_TYPE,
} from '@genba/validators';
import { z } from 'zod';
import { ZFlag, zFile, zFlagInput, zId, zInt, zJsonField, zNullableString, zWidthMax } from './common.ts';

/** Member type (core §3): 1 in-company, 2 partner (MEMBER_TYPE of @genba/validators). */
export const ZMemberType = z.literal(Object.values(MEMBER_TYPE));

/** Login type: 1 PC only, 2 mobile only, 3 both (LOGIN_TYPE of @genba/validators). */
export const ZLoginType = z.literal(Object.values(LOGIN_TYPE));
export type TLoginType = z.infer<typeof ZLoginType>;

/** auth_id of core §6 (AUTH_ID of @genba/validators). */
export const ZAuthId = z.literal(Object.values(AUTH_ID));
export type TAuthId = z.infer<typeof ZAuthId>;

/** An allowance paid to a member (core §3 allowance). */
export const ZMemberAllowance = z.object({
  company_member_allowance_id: z.number().int().positive().nullable(),
  company_allowance_id: z.number().int().positive(),
  name: z.string(),
  cost: z.number(),
  unit_id: z.number().int(),
  company_id: z.number().int().positive(),
});

/** Which of the member's numbers are shown to whom; the spec sends it as JSON and shows no fields. */
export const ZMemberTelSetting = z.object({
  tel_number: z.string(),
  /** 1 when other members may see this number. */
  is_public: ZFlag,
});

/** An office membership row: the member's auth in that office. */
export const ZOfficeMember = z.object({
  office_id: z.number().int().positive(),
  auth_id: ZAuthId,
});

/** A member of a company (core §3 member), as read; passwords are never sent back. */
export const ZMember = z.object({
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
});
export type TMember = z.infer<typeof ZMember>;

/** Just enough of a member for lists, avatars and pickers. */
export const ZMemberSummary = ZMember.pick({
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
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;

// ---- member form (multipart) -----------------------------------------------

const zDateOrEmpty = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, '日付の形式に誤りがあります')
  .nullish();
const zOptionalText = z.string().nullish();
const WORKER_TEXT_MAX = 40;
const WORKER_MEMO_MAX = 100;

/** Worker list data (core §3), sent as JSON in the member form. Limits of core §5. */
export const ZWorkerListData = z.object({
  member_profile: z.object({
    blood_type: z.enum(['A', 'B', 'O', 'AB']).nullish(),
    date_of_birth: zDateOrEmpty,
    year: zOptionalText,
    month: zOptionalText,
    day: zOptionalText,
    employment_date: zDateOrEmpty,
    home_address: zOptionalText,
    home_tel: zOptionalText,
    present_address: zOptionalText,
    present_tel: zOptionalText,
  }),
  member_occupations: z.array(
    z.object({
      m_occupation_id: z.number().int().positive().nullish(),
      experience_years: z.number().min(0).max(99).nullish(),
      occupation_types: z.array(z.number().int().positive()),
    }),
  ),
  member_insurance: z.object({
    member_accidents: z.array(
      z.object({
        insurance_company_name: zWidthMax(WORKER_TEXT_MAX),
        insurance_number: zWidthMax(WORKER_TEXT_MAX),
      }),
    ),
    member_healths: z.array(z.object({ diagnosis_date: zDateOrEmpty })),
  }),
  member_license: z.object({
    license_memo: zWidthMax(WORKER_MEMO_MAX).nullish(),
    member_licenses: z.array(
      z.object({
        license_name: zWidthMax(WORKER_TEXT_MAX),
        license_occupations: z.array(z.number().int().positive()),
      }),
    ),
  }),
  member_certificate: z.object({
    certificate_memo: zWidthMax(WORKER_MEMO_MAX).nullish(),
    member_certificates: z.array(z.object({ certificate_name: zWidthMax(WORKER_TEXT_MAX) })),
  }),
});
export type TWorkerListData = z.infer<typeof ZWorkerListData>;

/** Messages of the worker-list rules; the spec lists the rules, not their wording. */
export const WORKER_LIST_MESSAGE = {
  birthDate: '生年月日を入力してください',
  occupationType: '職種を選択してください',
  experienceYears: '経験年数を入力してください',
  employmentDate: '雇入年月日を入力してください',
  presentAddress: '現住所を入力してください',
  presentTel: '現住所の電話番号を入力してください',
  bloodType: '血液型を選択してください',
  diagnosisDate: '健康診断日を入力してください',
  tel: '正しい電話番号を入力してください。',
} as const;

const isEmptyDate = (value: string | null | undefined) => !value || value === '0000-00-00';
const isBlankText = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Core §5: when the worker list is required, birth date, each occupation's type
 * and years, employment date (empty or zero date invalid), present address,
 * present tel, blood type and health diagnosis date are required; home and
 * present tel must be valid phone numbers (home only when given).
 */
export const workerListIssues = (
  data: TWorkerListData,
  required: boolean,
): { path: (string | number)[]; message: string }[] => {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const profile = data.member_profile;
  const telInvalid = (value: string | null | undefined) =>
    !isBlankText(value) && !isValidJapanesePhone(value ?? '');
  if (telInvalid(profile.home_tel))
    issues.push({ path: ['member_profile', 'home_tel'], message: WORKER_LIST_MESSAGE.tel });
  if (telInvalid(profile.present_tel))
    issues.push({ path: ['member_profile', 'present_tel'], message: WORKER_LIST_MESSAGE.tel });
  if (!required) return issues;
  const need = (missing: boolean, path: (string | number)[], message: string) => {
    if (missing) issues.push({ path, message });
  };
  need(
    isEmptyDate(profile.date_of_birth),
    ['member_profile', 'date_of_birth'],
    WORKER_LIST_MESSAGE.birthDate,
  );
  need(
    isEmptyDate(profile.employment_date),
    ['member_profile', 'employment_date'],
    WORKER_LIST_MESSAGE.employmentDate,
  );
  need(
    isBlankText(profile.present_address),
    ['member_profile', 'present_address'],
    WORKER_LIST_MESSAGE.presentAddress,
  );
  need(isBlankText(profile.present_tel), ['member_profile', 'present_tel'], WORKER_LIST_MESSAGE.presentTel);
  need(!profile.blood_type, ['member_profile', 'blood_type'], WORKER_LIST_MESSAGE.bloodType);
  need(data.member_occupations.length === 0, ['member_occupations'], WORKER_LIST_MESSAGE.occupationType);
  data.member_occupations.forEach((occupation, index) => {
    need(
      occupation.occupation_types.length === 0,
      ['member_occupations', index, 'occupation_types'],
      WORKER_LIST_MESSAGE.occupationType,
    );
    need(
      occupation.experience_years === null || occupation.experience_years === undefined,
      ['member_occupations', index, 'experience_years'],
      WORKER_LIST_MESSAGE.experienceYears,
    );
  });
  const healths = data.member_insurance.member_healths;
  need(healths.length === 0, ['member_insurance', 'member_healths'], WORKER_LIST_MESSAGE.diagnosisDate);
  healths.forEach((health, index) => {
    const path = ['member_insurance', 'member_healths', index, 'diagnosis_date'];
    need(isEmptyDate(health.diagnosis_date), path, WORKER_LIST_MESSAGE.diagnosisDate);
  });
  return issues;
};

/** Empty multipart fields arrive as ''; they mean "not given". */
const zFormText = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()));

export const MEMBER_FORM_MESSAGE = {
  name1Required: 'お名前(姓)を入力してください',
  emailInvalid: 'メールアドレスに誤りがあります',
  telInvalid: '携帯電話番号に誤りがあります',
} as const;

const memberFormFields = {
  name1: z
    .string({ error: MEMBER_FORM_MESSAGE.name1Required })
    .trim()
    .min(1, MEMBER_FORM_MESSAGE.name1Required)
    .max(20, '20文字以下で入力してください'),
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
  login_type: zInt.pipe(ZLoginType),
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
  member_tel_settings: zJsonField(z.array(ZMemberTelSetting)).optional(),
  /** Set when the form is filled in from a chat room's invitation. */
  chatroom_id: zId.nullish(),
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
 * Core §5 member-form rules: PC-allowed logins need a valid e-mail, mobile-allowed
 * ones a valid tel_number; password and confirmation of at least 6 half-width
 * alphanumerics unless mobile-only (on update only when a password is given).
 */
const memberFormRules =
  (passwordRequired: boolean) => (value: MemberFormOutput, context: z.RefinementCtx) => {
    if (allowsPcLogin(value.login_type) && !(value.email && isValidEmail(value.email)))
      context.addIssue({ code: 'custom', path: ['email'], message: MEMBER_FORM_MESSAGE.emailInvalid });
    if (allowsMobileLogin(value.login_type) && !(value.tel_number && isValidJapanesePhone(value.tel_number)))
      context.addIssue({ code: 'custom', path: ['tel_number'], message: MEMBER_FORM_MESSAGE.telInvalid });
    const mobileOnly = value.login_type === LOGIN_TYPE.mobileOnly;
    if (!mobileOnly && (passwordRequired || value.password !== null)) {
      if (!value.password || !isValidNewPassword(value.password))
        context.addIssue({ code: 'custom', path: ['password'], message: LOGIN_FLOW_MESSAGE.passwordFormat });
      else if (value.password !== value.password_confirmation)
        context.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: LOGIN_FLOW_MESSAGE.passwordMismatch,
        });
    }
    if (value.worker_list_data)
      for (const issue of workerListIssues(value.worker_list_data, value.worker_list_required === 1))
        context.addIssue({
          code: 'custom',
          path: ['worker_list_data', ...issue.path],
          message: issue.message,
        });
  };

/** Core §4 login-type rules: mobile-only members lose email and password, PC-only members lose tel_number. */
const applyLoginType = <T extends MemberFormOutput>(value: T): T => {
  if (value.login_type === LOGIN_TYPE.mobileOnly)
    return { ...value, email: null, password: null, password_confirmation: null };
  if (value.login_type === LOGIN_TYPE.pcOnly) return { ...value, tel_number: null };
  return value;
};

export const ZCreateMemberRequest = z
  .object(memberFormFields)
  .superRefine(memberFormRules(true))
  .transform(applyLoginType);
export type TCreateMemberRequest = z.input<typeof ZCreateMemberRequest>;

export const ZUpdateMemberRequest = z
  .object({ ...memberFormFields, member_id: zId })
  .superRefine(memberFormRules(false))
  .transform(applyLoginType);
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

export const ZMemberWriteResponse = z.object({ success: z.literal(true), data: ZMember });
