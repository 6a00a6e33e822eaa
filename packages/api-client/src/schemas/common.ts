import {
  COMPANY_MESSAGE,
  isPrefectureCode,
  LIMITS,
  normalizePhone,
  phoneNumberSchema,
  TEXT_MESSAGE,
} from '@genba/validators';
import { z } from 'zod';

/**
 * Shapes shared by many families. Path and query values arrive as strings on
 * the server and as numbers from the client, so the integer helpers accept
 * both and always produce a number.
 */

/** An integer that may travel as a decimal string (path segments, query strings, multipart fields). */
export const zInt = z
  .union([z.number(), z.string().regex(/^-?\d+$/, TEXT_MESSAGE.halfWidthDigits())], {
    error: TEXT_MESSAGE.halfWidthDigits(),
  })
  .transform(Number)
  .pipe(z.number().int());

/** zInt with the field's own message for a missing or non-numeric value (e.g. '都道府県を選択してください。'). */
export const zIntWithMessage = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int());

/** A decimal number that may travel as a string (multipart fields, query strings). */
export const zNumber = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, '数値で入力してください。')], {
    error: '数値で入力してください。',
  })
  .transform(Number)
  .pipe(z.number());

/**
 * A database id as JSON carries it (talk §3 wire conventions): a positive
 * integer. The rule of every id, written once: `zId` is the same rule for
 * values that may travel as text.
 */
export const ZWireId = z.number().int().positive();

/** A database id that may travel as a decimal string (path segments, query strings, multipart fields). */
export const zId = zInt.pipe(ZWireId);

/** A 0/1 flag as the legacy API stores it (agree_terms_flg, del_flg, favorite_flg, ...). */
export const ZFlag = z.union([z.literal(0), z.literal(1)]);
export type TFlag = z.infer<typeof ZFlag>;
/** @deprecated The same schema as `ZFlag`; use that. */
export const ZWireFlag = ZFlag;

/** A 0/1 flag that may travel as "0"/"1" in query strings and multipart bodies. */
export const zFlagInput = z
  .union([ZFlag, z.literal('0'), z.literal('1')])
  .transform((value): TFlag => (Number(value) === 1 ? 1 : 0));

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;
const MINUTE = String.raw`\d{2}:\d{2}`;

/** `YYYY-MM-DD`, as the server writes and reads dates. */
export const zDate = z.string().regex(new RegExp(`^${DAY}$`), '日付の形式に誤りがあります');
/** The talk-side name of `zDate` (the same schema). */
export const ZWireDate = zDate;
/** `YYYY-MM-DD HH:mm:ss` in Japan time, the server's timestamp format; legacy core columns may omit the seconds. */
export const zDateTime = z
  .string()
  .regex(new RegExp(`^${DAY} ${MINUTE}(:\\d{2})?$`), '日時の形式に誤りがあります');
/** A talk-side timestamp (talk §3): `zDateTime` with the seconds always written. */
export const ZWireDateTime = z
  .string()
  .regex(new RegExp(`^${DAY} ${MINUTE}:\\d{2}$`), '日時の形式に誤りがあります');

/** `{ success: boolean }`: the acknowledgement of most writes. */
export const ZSuccess = z.object({ success: z.boolean() });
export type TSuccess = z.infer<typeof ZSuccess>;

/** `{ status: boolean }`: admin user and contact-person writes (their failure carries `errors`). */
export const ZStatus = z.object({ status: z.boolean() });

/** Paging of list reads (core §9: offset 0, limit 50; LIMITS.paging of @genba/validators); 1000 is the largest page (chat groups). */
export const PAGING = {
  offset: LIMITS.paging.offset,
  limit: LIMITS.paging.limit,
  maxLimit: LIMITS.paging.chatGroups,
} as const;

export const ZPagingQuery = z.object({
  offset: zInt.pipe(z.number().int().min(0)).default(PAGING.offset),
  limit: zInt.pipe(z.number().int().min(1).max(PAGING.maxLimit)).default(PAGING.limit),
});
export type TPagingQuery = z.input<typeof ZPagingQuery>;

/** A page of rows with the total the query matched. */
export const zPage = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int().min(0) });

/** `{id}` path parameter. */
export const ZIdParams = z.object({ id: zId });
export type TIdParams = z.input<typeof ZIdParams>;

/** Optional free-text search on list reads. */
export const zKeyword = z.string().max(255).optional();

/** A required Japanese phone number (phoneNumberSchema of @genba/validators), sent and stored normalised (core §5). */
export const zPhoneNumber = phoneNumberSchema().transform(normalizePhone);

/** The 47 prefecture codes (JIS X 0401; isPrefectureCode of @genba/validators). */
export const ZPrefectureCode = z.number().int().refine(isPrefectureCode, COMPANY_MESSAGE.prefectureRequired);
/** ZPrefectureCode for values that may travel as text. */
export const zPrefectureId = zInt.pipe(ZPrefectureCode);

/** A latitude in degrees. */
export const ZLatitude = z.number().min(-90).max(90);
/** A longitude in degrees. */
export const ZLongitude = z.number().min(-180).max(180);

/** Minutes of rest in a working day (attendance, daily, working-time messages): 0 to 24 hours. */
export const ZRestMinutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

/** A legacy string column that may be null. */
export const zNullableString = z.string().nullable();

/**
 * The address columns of a stored place (contractor, office, customer; the
 * company detail names its prefecture `prefec_id`): spread into the row's shape.
 */
export const addressColumns = {
  postcode: zNullableString,
  prefecture_id: ZPrefectureCode.nullable(),
  address1: zNullableString,
  address2: zNullableString,
  address3: zNullableString,
};

/**
 * A JSON-encoded field of a multipart body (worker_list_data,
 * member_tel_settings): the client passes the object, the encoder sends it as
 * JSON text, and the server parses the text back before validating.
 */
export const zJsonField = <T extends z.ZodType>(schema: T) =>
  z
    .custom<z.input<T> | string>(() => true)
    .transform((value, context): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'JSONの形式に誤りがあります' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A file of a multipart body. */
export const zFile = z.instanceof(Blob);
