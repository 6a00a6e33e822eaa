import { z } from 'zod';
import { TEXT_MESSAGE } from '../text/messages.ts';

/**
 * Bounded input (issue 8): every id, string and number a request carries is
 * bounded here before any work is done, so no input reaches the database as a
 * value it cannot hold (an id of 2147483648, a keyword with NUL) and every
 * refusal carries a Japanese message in the style of talk §5.
 */

/** PostgreSQL `integer`: the range of every id column. */
export const DB_INT_MAX = 2_147_483_647;

/** The longest free text any request may carry when its field has no tighter limit. */
export const TEXT_MAX = 10_000;

/** The longest list any request may carry when its field has no tighter limit. */
export const LIST_MAX = 1_000;

/** Messages of the bounded-input rules, in the style of talk §5 ('…で入力してください', '…は使用できません。'). */
export const INPUT_MESSAGE = {
  id: 'IDに誤りがあります。',
  text: '文字列で入力してください。',
  controlChars: '制御文字は使用できません。',
  number: '数値で入力してください。',
  integer: '整数で入力してください。',
  /** '{min}以上{max}以下で入力してください。' */
  range: (min: number, max: number): string => `${min}以上${max}以下で入力してください。`,
  flag: '0または1を指定してください。',
  boolean: 'trueまたはfalseを指定してください。',
  choice: '選択肢の中から選んでください。',
  list: '一覧の形式に誤りがあります。',
  /** '{n}件以下で指定してください。' */
  listMax: (n: number): string => `${n}件以下で指定してください。`,
  /** '{n}件以上指定してください。' */
  listMin: (n: number): string => `${n}件以上指定してください。`,
  object: '入力内容の形式に誤りがあります。',
  date: '日付の形式に誤りがあります',
  dateTime: '日時の形式に誤りがあります',
  time: '時刻の形式に誤りがあります',
  url: 'URLに誤りがあります',
  file: 'ファイルを指定してください。',
  json: 'JSONの形式に誤りがあります',
} as const;

// C0 controls and DEL; tab and newline are handled separately (multiline text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F]/;

/**
 * True when `s` has no control character. Multiline text may hold tab, line
 * feed and carriage return; single-line text may hold none of them.
 */
export const hasNoControlChars = (s: string, { multiline = false }: { multiline?: boolean } = {}): boolean =>
  !(multiline ? CONTROL : CONTROL_SINGLE_LINE).test(s);

export type TextOptions = {
  /** At most this many characters ('{n}文字以下で入力してください'); TEXT_MAX when not given. */
  max?: number;
  /** Tab and line breaks allowed (message bodies, memos). */
  multiline?: boolean;
  /** Blank (after trimming) refused with this message. */
  required?: string;
  /** Surrounding spaces removed before the checks (names, titles, e-mail addresses). */
  trim?: boolean;
  /** The message of a missing or non-string value; `required`, or '文字列で入力してください。'. */
  typeMessage?: string;
};

/**
 * A bounded string: a Japanese message for a wrong type, the length checked
 * first (and aborting, so a huge value costs nothing more), then control
 * characters refused. Stays a `ZodString`, so `.regex()`, `.optional()` and
 * the like chain as usual.
 */
export const boundedText = ({
  max = TEXT_MAX,
  multiline = false,
  required,
  trim = false,
  typeMessage,
}: TextOptions = {}) => {
  let schema = z.string({ error: typeMessage ?? required ?? INPUT_MESSAGE.text });
  if (trim) schema = schema.trim();
  schema = schema.max(max, { error: TEXT_MESSAGE.maxLength(max), abort: true });
  // Stryker disable next-line BooleanLiteral: equivalent, an empty string has no control character, so the refinement after it adds nothing.
  if (required !== undefined) schema = schema.min(1, { error: required, abort: true });
  return schema.refine((value) => hasNoControlChars(value, { multiline }), {
    error: INPUT_MESSAGE.controlChars,
  });
};

/** A database id as JSON carries it: an integer 1..2147483647. */
// The number's error also answers its checks (zod 4): a fraction, 0 or a huge id reads the same.
export const idSchema = z.number({ error: INPUT_MESSAGE.id }).int().min(1).max(DB_INT_MAX);

/** Decimal digits of a value that travels as text; 10 digits hold every PostgreSQL integer. */
const DIGITS = /^-?\d{1,10}$/;

/**
 * An integer that may travel as a decimal string (path segments, query
 * strings, multipart fields), bounded to [min, max] (PostgreSQL integer by
 * default). A non-numeric value gets `message`.
 */
export const intInput = ({
  min = -DB_INT_MAX - 1,
  max = DB_INT_MAX,
  message = TEXT_MESSAGE.halfWidthDigits(),
  rangeMessage = INPUT_MESSAGE.range(min, max),
}: {
  min?: number;
  max?: number;
  message?: string;
  rangeMessage?: string;
} = {}) =>
  z
    .union([z.number(), z.string().max(11, { error: message, abort: true }).regex(DIGITS, message)], {
      error: message,
    })
    .transform(Number)
    .pipe(
      z
        // Equivalent mutants here stay undetected: the union lets through only finite numbers and up to 11 digits, so this type check never fails.
        .number({ error: message })
        .int({ error: INPUT_MESSAGE.integer })
        .min(min, { error: rangeMessage })
        .max(max, { error: rangeMessage }),
    );

/** A database id that may travel as a decimal string: idSchema after reading the digits. */
export const idInput = z
  .union(
    [
      z.number(),
      z.string().max(11, { error: INPUT_MESSAGE.id, abort: true }).regex(DIGITS, INPUT_MESSAGE.id),
    ],
    {
      error: INPUT_MESSAGE.id,
    },
  )
  .transform(Number)
  .pipe(idSchema);

/** A finite number within [min, max], with Japanese messages. */
export const boundedNumber = ({
  min,
  max,
  message = INPUT_MESSAGE.number,
  rangeMessage = INPUT_MESSAGE.range(min, max),
}: {
  min: number;
  max: number;
  message?: string;
  rangeMessage?: string;
}) => z.number({ error: message }).min(min, { error: rangeMessage }).max(max, { error: rangeMessage });

/** A bounded integer with Japanese messages (counts, codes, sort positions). */
export const boundedInt = ({
  min = -DB_INT_MAX - 1,
  max = DB_INT_MAX,
  message = INPUT_MESSAGE.integer,
}: {
  min?: number;
  max?: number;
  message?: string;
} = {}) =>
  z
    .number({ error: message })
    .int({ error: INPUT_MESSAGE.integer })
    .min(min, { error: INPUT_MESSAGE.range(min, max) })
    .max(max, { error: INPUT_MESSAGE.range(min, max) });

const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * A finite decimal number within [min, max] that may travel as a string
 * (query strings, multipart fields); a non-numeric value gets `message`.
 */
export const numberInput = ({
  min,
  max,
  message = INPUT_MESSAGE.number,
  rangeMessage = INPUT_MESSAGE.range(min, max),
}: {
  min: number;
  max: number;
  message?: string;
  rangeMessage?: string;
}) =>
  z
    .union([z.number(), z.string().max(32, { error: message, abort: true }).regex(DECIMAL, message)], {
      error: message,
    })
    .transform(Number)
    .pipe(boundedNumber({ min, max, message, rangeMessage }));

/** A list with Japanese messages and an upper bound (LIST_MAX unless given). */
export const boundedList = <T extends z.ZodType>(
  item: T,
  { max = LIST_MAX, min = 0, minMessage }: { max?: number; min?: number; minMessage?: string } = {},
) =>
  z
    .array(item, { error: INPUT_MESSAGE.list })
    .max(max, { error: INPUT_MESSAGE.listMax(max) })
    .min(min, { error: minMessage ?? INPUT_MESSAGE.listMin(min) });

/** One of the given values, with a Japanese message instead of zod's list of options. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = INPUT_MESSAGE.choice,
) => z.enum(values, { error: message });

/** A boolean with a Japanese message. */
export const booleanInput = (message: string = INPUT_MESSAGE.boolean) => z.boolean({ error: message });

/** The longest URL a request may carry. */
export const URL_MAX = 2048;

// The package builds without the DOM lib (it runs in Node and browsers alike); both have a WHATWG URL.
declare const URL: new (input: string) => { readonly protocol: string };

/** An http(s) URL, bounded, with a Japanese message. */
export const httpUrlSchema = z
  .string({ error: INPUT_MESSAGE.url })
  .max(URL_MAX, { error: TEXT_MESSAGE.maxLength(URL_MAX), abort: true })
  .refine(
    (value) => {
      if (!/^https?:\/\//i.test(value)) return false;
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
        // An equivalent mutant stays undetected here (a directive before `catch` is not applied): an empty catch
        // returns undefined, which the refinement reads as false.
      } catch {
        return false;
      }
    },
    // The string's error (INPUT_MESSAGE.url) also answers the refinement (zod 4).
  );
