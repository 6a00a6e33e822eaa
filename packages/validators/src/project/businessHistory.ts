import { z } from 'zod';
import { booleanInput, boundedText, choice, INPUT_MESSAGE } from '../input/bounds.ts';
import { isIsoDate } from '../internal/date.ts';
import { labelKeys } from '../internal/labels.ts';
import { blankToNull } from '../internal/schema.ts';
import { TEXT_MESSAGE } from '../text/messages.ts';

/**
 * Business history (営業履歴) of a project, core §3: field_id, field_name,
 * operation_date, start and end time, operation class, contact person, claim
 * flag, memo, referral sales type, neighbourhood approach type, attached files.
 * The spec names the three classifications but not their values: the options
 * below are our design (in the words a Japanese renovation office uses), kept
 * in one place so the form, the list and the server's column agree.
 */

/** 対応区分: how the contact happened (our design; the spec names the field only). */
export const OPERATION_CLASS_LABEL = {
  visit: '訪問',
  phone: '電話',
  mail: 'メール',
  store: '来店',
  survey: '現地調査',
  proposal: '提案・見積',
  contract: '契約',
  other: 'その他',
} as const;
export type OperationClass = keyof typeof OPERATION_CLASS_LABEL;
export const OPERATION_CLASSES = labelKeys(OPERATION_CLASS_LABEL);

/** 紹介営業区分: whether the contact asked for or brought a referral (our design). */
export const REFERRAL_SALES_TYPE_LABEL = {
  requested: '紹介を依頼',
  received: '紹介を受けた',
  introduced: '紹介で来訪',
} as const;
export type ReferralSalesType = keyof typeof REFERRAL_SALES_TYPE_LABEL;
export const REFERRAL_SALES_TYPES = labelKeys(REFERRAL_SALES_TYPE_LABEL);

/** 近隣対応区分: what was done with the neighbours of the site (our design). */
export const NEIGHBOURHOOD_APPROACH_TYPE_LABEL = {
  greeting: '近隣挨拶',
  notice: '工事案内の配布',
  consultation: '相談・要望対応',
  complaint: '苦情対応',
} as const;
export type NeighbourhoodApproachType = keyof typeof NEIGHBOURHOOD_APPROACH_TYPE_LABEL;
export const NEIGHBOURHOOD_APPROACH_TYPES = labelKeys(NEIGHBOURHOOD_APPROACH_TYPE_LABEL);

/** Limits of our design: a contact person is a name, a memo a few paragraphs; a project keeps a bounded history. */
export const BUSINESS_HISTORY_LIMIT = {
  contactPerson: 50,
  memo: 1000,
  perProject: 1000,
  /** Attached files (our design): the talk upload types (images, PDF, Word, Excel), 10 MB each, 10 an entry. */
  filesPerEntry: 10,
  fileBytes: 10 * 1024 * 1024,
} as const;

export const BUSINESS_HISTORY_MESSAGE = {
  operationDateRequired: '対応日を入力してください。',
  operationClassRequired: '対応区分を選択してください。',
  endTimeAfterStart: '終了時刻は開始時刻以降の時刻を入力してください',
  endTimeWithoutStart: '開始時刻を入力してください。',
  tooMany: `営業履歴は1案件につき${BUSINESS_HISTORY_LIMIT.perProject}件まで登録できます。`,
  /** Our wording, in the style of core §8's delete confirmations. */
  deleteWarning: 'この営業履歴を削除します。削除した履歴は元に戻すことはできません。よろしいですか？',
  empty: '営業履歴はまだありません。',
  tooManyFiles: `添付ファイルは1件の営業履歴につき${BUSINESS_HISTORY_LIMIT.filesPerEntry}件までです。`,
  fileDeleteWarning: 'この添付ファイルを削除します。元に戻すことはできません。よろしいですか？',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const operationDate = z
  .string({ error: BUSINESS_HISTORY_MESSAGE.operationDateRequired })
  .max(10, { error: INPUT_MESSAGE.date, abort: true })
  .min(1, { error: BUSINESS_HISTORY_MESSAGE.operationDateRequired, abort: true })
  .refine(isIsoDate, { error: INPUT_MESSAGE.date });

const time = z
  .string({ error: INPUT_MESSAGE.time })
  .max(5, { error: INPUT_MESSAGE.time, abort: true })
  // The string's error also answers the pattern (zod 4).
  .regex(TIME);

/**
 * A start without an end is an open entry (a call still going); an end needs
 * a start at or before it. The issue, or null when the times are in order.
 */
const timeOrderIssue = (v: {
  start_time?: string | null;
  end_time?: string | null;
}): { path: string[]; message: string } | null => {
  if (!v.end_time) return null;
  if (!v.start_time) return { path: ['start_time'], message: BUSINESS_HISTORY_MESSAGE.endTimeWithoutStart };
  return v.start_time <= v.end_time
    ? null
    : { path: ['end_time'], message: BUSINESS_HISTORY_MESSAGE.endTimeAfterStart };
};

/**
 * The request of a business-history write (create and update): dates and
 * times as the server stores them, blanks as null.
 */
export const businessHistorySchema = z
  .object({
    operation_date: operationDate,
    start_time: time.nullish(),
    end_time: time.nullish(),
    operation_class: choice(OPERATION_CLASSES, BUSINESS_HISTORY_MESSAGE.operationClassRequired),
    contact_person: boundedText({ trim: true, max: BUSINESS_HISTORY_LIMIT.contactPerson }).nullish(),
    claim_flg: booleanInput().default(false),
    memo: boundedText({ max: BUSINESS_HISTORY_LIMIT.memo, multiline: true }).nullish(),
    referral_sales_type: choice(REFERRAL_SALES_TYPES).nullish(),
    neighbourhood_approach_type: choice(NEIGHBOURHOOD_APPROACH_TYPES).nullish(),
  })
  .superRefine((v, ctx) => {
    const issue = timeOrderIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type BusinessHistoryPayload = z.output<typeof businessHistorySchema>;

/** The form as the browser holds it: every input a string ('' is "none"), the claim a checkbox. */
export type BusinessHistoryFormValues = {
  operation_date: string;
  start_time: string;
  end_time: string;
  operation_class: string;
  contact_person: string;
  claim_flg: boolean;
  memo: string;
  referral_sales_type: string;
  neighbourhood_approach_type: string;
};

export const EMPTY_BUSINESS_HISTORY_FORM: BusinessHistoryFormValues = {
  operation_date: '',
  start_time: '',
  end_time: '',
  operation_class: '',
  contact_person: '',
  claim_flg: false,
  memo: '',
  referral_sales_type: '',
  neighbourhood_approach_type: '',
};

const formText = (max: number) => z.string().max(max, { error: TEXT_MESSAGE.maxLength(max), abort: true });

/**
 * The form's schema: blanks become null, then the request's own rules run and
 * report on the form's fields, so the browser shows the server's messages
 * before anything is sent.
 */
export const businessHistoryFormSchema = z
  .object({
    operation_date: formText(10),
    start_time: formText(5),
    end_time: formText(5),
    operation_class: formText(20),
    contact_person: formText(BUSINESS_HISTORY_LIMIT.contactPerson * 2),
    claim_flg: z.boolean(),
    memo: formText(BUSINESS_HISTORY_LIMIT.memo * 2),
    referral_sales_type: formText(20),
    neighbourhood_approach_type: formText(20),
  })
  .transform((v, ctx) => {
    const payload = {
      operation_date: v.operation_date,
      start_time: v.start_time || null,
      end_time: v.end_time || null,
      operation_class: v.operation_class,
      contact_person: blankToNull(v.contact_person),
      claim_flg: v.claim_flg,
      memo: blankToNull(v.memo),
      referral_sales_type: v.referral_sales_type || null,
      neighbourhood_approach_type: v.neighbourhood_approach_type || null,
    };
    const result = businessHistorySchema.safeParse(payload);
    const issues = result.error?.issues ?? [];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    // The request checks the order only once every field is right; the form says it at once.
    const order = timeOrderIssue(payload);
    if (order && !issues.some((i) => i.path[0] === order.path[0])) ctx.addIssue({ code: 'custom', ...order });
    return payload as BusinessHistoryPayload;
  });

/** A stored entry, as the list shows it. */
export type BusinessHistoryEntry = {
  id: number;
  operation_date: string;
  start_time: string | null;
  end_time: string | null;
};

/** Newest first: by day, then start time (an entry without a time last within its day), then id. */
export const compareBusinessHistory = (a: BusinessHistoryEntry, b: BusinessHistoryEntry): number => {
  // Stryker disable next-line EqualityOperator: equivalent, the two dates differ on this branch.
  if (a.operation_date !== b.operation_date) return a.operation_date < b.operation_date ? 1 : -1;
  const at = a.start_time ?? '';
  const bt = b.start_time ?? '';
  // Stryker disable next-line EqualityOperator: equivalent, the two times differ on this branch.
  if (at !== bt) return at < bt ? 1 : -1;
  return b.id - a.id;
};

/** '10:00〜11:30', '10:00〜', or '' without times. */
export const formatHistoryTime = (e: Pick<BusinessHistoryEntry, 'start_time' | 'end_time'>): string => {
  if (!e.start_time) return '';
  return `${e.start_time}〜${e.end_time ?? ''}`;
};
