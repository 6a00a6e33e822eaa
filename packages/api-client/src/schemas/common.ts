import {
  boundedInt,
  boundedText,
  COMPANY_MESSAGE,
  DB_INT_MAX,
  httpUrlSchema,
  INPUT_MESSAGE,
  idInput,
  idSchema,
  intInput,
  isPrefectureCode,
  LIMITS,
  latitudeSchema,
  longitudeSchema,
  normalizePhone,
  numberInput,
  phoneNumberSchema,
} from '@genba/validators';
import { z } from 'zod';
import { lazySchema } from './lazySchema.ts';

/**
 * Shapes shared by many families. Path and query values arrive as strings on
 * the server and as numbers from the client, so the integer helpers accept
 * both and always produce a number.
 */

/** An integer that may travel as a decimal string (path segments, query strings, multipart fields), within PostgreSQL's integer range. */
export const zInt = intInput();

/** zInt with the field's own message for a missing or non-numeric value (e.g. '都道府県を選択してください。'). */
export const zIntWithMessage = (message: string) => intInput({ message });

/** A finite decimal number that may travel as a string (multipart fields, query strings). */
export const zNumber = numberInput({ min: -DB_INT_MAX - 1, max: DB_INT_MAX });

/**
 * A database id as JSON carries it (talk §3 wire conventions): a positive
 * integer within PostgreSQL's integer range (idSchema of @genba/validators).
 * `zId` is the same rule for values that may travel as text.
 */
export const ZWireId = idSchema;

/** A database id that may travel as a decimal string (path segments, query strings, multipart fields). */
export const zId = idInput;

/** A 0/1 flag as the legacy API stores it (agree_terms_flg, del_flg, favorite_flg, ...). */
export const ZFlag = lazySchema(() => z.union([z.literal(0), z.literal(1)], { error: INPUT_MESSAGE.flag }));
export type TFlag = z.infer<typeof ZFlag>;
/** @deprecated The same schema as `ZFlag`; use that. */
export const ZWireFlag = ZFlag;

/** A 0/1 flag that may travel as "0"/"1" in query strings and multipart bodies. */
export const zFlagInput = z
  .union([ZFlag, z.literal('0'), z.literal('1')], { error: INPUT_MESSAGE.flag })
  .transform((value): TFlag => (Number(value) === 1 ? 1 : 0));

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;
const MINUTE = String.raw`\d{2}:\d{2}`;

/** `YYYY-MM-DD`, as the server writes and reads dates. */
export const zDate = z
  .string({ error: INPUT_MESSAGE.date })
  .max(10, { error: INPUT_MESSAGE.date, abort: true })
  .regex(new RegExp(`^${DAY}$`), INPUT_MESSAGE.date);
/** The talk-side name of `zDate` (the same schema). */
export const ZWireDate = zDate;
/** `YYYY-MM-DD HH:mm:ss` in Japan time, the server's timestamp format; legacy core columns may omit the seconds. */
export const zDateTime = z
  .string({ error: INPUT_MESSAGE.dateTime })
  .max(19, { error: INPUT_MESSAGE.dateTime, abort: true })
  .regex(new RegExp(`^${DAY} ${MINUTE}(:\\d{2})?$`), INPUT_MESSAGE.dateTime);
/** A talk-side timestamp (talk §3): `zDateTime` with the seconds always written. */
export const ZWireDateTime = lazySchema(() =>
  z
    .string({ error: INPUT_MESSAGE.dateTime })
    .max(19, { error: INPUT_MESSAGE.dateTime, abort: true })
    .regex(new RegExp(`^${DAY} ${MINUTE}:\\d{2}$`), INPUT_MESSAGE.dateTime),
);

/** `{ success: boolean }`: the acknowledgement of most writes. */
export const ZSuccess = lazySchema(() => z.object({ success: z.boolean() }));
export type TSuccess = z.infer<typeof ZSuccess>;

/** `{ status: boolean }`: admin user and contact-person writes (their failure carries `errors`). */
export const ZStatus = lazySchema(() => z.object({ status: z.boolean() }));

/** Paging of list reads (core §9: offset 0, limit 50; LIMITS.paging of @genba/validators); 1000 is the largest page (chat groups). */
export const PAGING = {
  offset: LIMITS.paging.offset,
  limit: LIMITS.paging.limit,
  maxLimit: LIMITS.paging.chatGroups,
} as const;

export const ZPagingQuery = lazySchema(() =>
  z.object({
    offset: intInput({ min: 0 }).default(PAGING.offset),
    limit: intInput({ min: 1, max: PAGING.maxLimit }).default(PAGING.limit),
  }),
);
export type TPagingQuery = z.input<typeof ZPagingQuery>;

/** A page of rows with the total the query matched. */
export const zPage = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int().min(0) });

/** `{id}` path parameter. */
export const ZIdParams = lazySchema(() => z.object({ id: zId }));
export type TIdParams = z.input<typeof ZIdParams>;

/** Optional free-text search on list reads. */
export const zKeyword = boundedText({ max: 255 }).optional();

/** A required Japanese phone number (phoneNumberSchema of @genba/validators), sent and stored normalised (core §5). */
export const zPhoneNumber = phoneNumberSchema().transform(normalizePhone);

/** The 47 prefecture codes (JIS X 0401; isPrefectureCode of @genba/validators). */
export const ZPrefectureCode = lazySchema(() =>
  z
    .number({ error: COMPANY_MESSAGE.prefectureRequired })
    .int({ error: COMPANY_MESSAGE.prefectureRequired })
    .refine(isPrefectureCode, COMPANY_MESSAGE.prefectureRequired),
);
/** ZPrefectureCode for values that may travel as text. */
export const zPrefectureId = zInt.pipe(ZPrefectureCode);

/** A latitude in degrees (latitudeSchema of @genba/validators). */
export const ZLatitude = latitudeSchema;
/** A longitude in degrees (longitudeSchema of @genba/validators). */
export const ZLongitude = longitudeSchema;

/** Minutes of rest in a working day (attendance, daily, working-time messages): 0 to 24 hours. */
export const ZRestMinutes = lazySchema(() => boundedInt({ min: 0, max: 24 * 60 }));

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
        context.addIssue({ code: 'custom', message: INPUT_MESSAGE.json });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** An http(s) URL (httpUrlSchema of @genba/validators). */
export const zHttpUrl = httpUrlSchema;

/** A stored file's path or key as a request names it (news files, S3 keys). */
export const zFilePath = boundedText({ max: 1024 });

/** A file of a multipart body. */
export const zFile = z.instanceof(Blob, { error: INPUT_MESSAGE.file });
