import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from '../text/messages.ts';
import {
  booleanInput,
  boundedInt,
  boundedList,
  boundedNumber,
  boundedText,
  DB_INT_MAX,
  hasNoControlChars,
  httpUrlSchema,
  INPUT_MESSAGE,
  idInput,
  idSchema,
  intInput,
  numberInput,
  URL_MAX,
} from './bounds.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('idSchema and idInput: ids fit a PostgreSQL integer', () => {
  it.each([1, DB_INT_MAX, '1', String(DB_INT_MAX)])('accepts %s', (value) => {
    expect(idInput.safeParse(value).success).toBe(true);
  });
  it.each([0, -1, 1.5, DB_INT_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'idSchema refuses %s',
    (value) => {
      expect(messages(idSchema.safeParse(value))).toEqual([INPUT_MESSAGE.id]);
    },
  );
  it.each(['0', '2147483648', '99999999999999999999', 'abc', '', '1e3', '\u0000', {}, null, true])(
    'idInput refuses %j with the id message only',
    (value) => {
      const result = idInput.safeParse(value);
      expect(result.success).toBe(false);
      expect(new Set(messages(result))).toEqual(new Set([INPUT_MESSAGE.id]));
    },
  );
  it('reads a decimal string as a number', () => {
    expect(idInput.parse('42')).toBe(42);
  });
});

describe('boundedText', () => {
  it('refuses NUL and other control characters', () => {
    expect(messages(boundedText().safeParse('a\u0000b'))).toEqual([INPUT_MESSAGE.controlChars]);
    expect(messages(boundedText().safeParse('a\u007fb'))).toEqual([INPUT_MESSAGE.controlChars]);
    expect(messages(boundedText().safeParse('a\nb'))).toEqual([INPUT_MESSAGE.controlChars]);
  });
  it('allows tab and line breaks only in multiline text', () => {
    expect(boundedText({ multiline: true }).safeParse('一行目\r\n\t二行目').success).toBe(true);
    expect(messages(boundedText({ multiline: true }).safeParse('a\u0000'))).toEqual([
      INPUT_MESSAGE.controlChars,
    ]);
  });
  it('checks the length first and stops there (a huge value is not scanned further)', () => {
    expect(messages(boundedText({ max: 5 }).safeParse('\u0000'.repeat(6)))).toEqual([
      '5文字以下で入力してください',
    ]);
  });
  it('trims when asked, then applies required', () => {
    expect(boundedText({ trim: true }).parse('  a@example.com ')).toBe('a@example.com');
    expect(
      messages(boundedText({ trim: true, required: '名称を入力してください' }).safeParse('   ')),
    ).toEqual(['名称を入力してください']);
  });
  it('gives a Japanese message for a wrong type', () => {
    expect(messages(boundedText().safeParse(1))).toEqual([INPUT_MESSAGE.text]);
    expect(messages(boundedText({ required: '名称を入力してください' }).safeParse(undefined))).toEqual([
      '名称を入力してください',
    ]);
  });
  it('hasNoControlChars', () => {
    expect(hasNoControlChars('現場A')).toBe(true);
    expect(hasNoControlChars('a\tb')).toBe(false);
    expect(hasNoControlChars('a\tb', { multiline: true })).toBe(true);
  });
});

describe('numbers are finite and bounded', () => {
  it('intInput refuses out-of-range and non-numeric values with Japanese messages', () => {
    const schema = intInput({ min: 0, max: 99 });
    expect(schema.parse('42')).toBe(42);
    expect(messages(schema.safeParse('100'))).toEqual([INPUT_MESSAGE.range(0, 99)]);
    expect(messages(schema.safeParse('x'))).toEqual(['半角数字で入力してください。']);
    // An empty number input's valueAsNumber.
    expect(messages(schema.safeParse(Number.NaN))).toEqual(['半角数字で入力してください。']);
  });
  it('numberInput refuses NaN, Infinity and text', () => {
    const schema = numberInput({ min: -90, max: 90 });
    expect(schema.parse('33.59')).toBe(33.59);
    for (const bad of ['abc', 'NaN', 'Infinity', Number.POSITIVE_INFINITY, Number.NaN, '1e999', ''])
      expect(messages(schema.safeParse(bad)).length).toBeGreaterThan(0);
    expect(messages(schema.safeParse('abc'))).toEqual([INPUT_MESSAGE.number]);
    expect(messages(schema.safeParse(91))).toEqual([INPUT_MESSAGE.range(-90, 90)]);
  });
  it('boundedList bounds the length', () => {
    expect(messages(boundedList(idSchema, { max: 2 }).safeParse([1, 2, 3]))).toEqual([
      INPUT_MESSAGE.listMax(2),
    ]);
    expect(messages(boundedList(idSchema).safeParse('1'))).toEqual([INPUT_MESSAGE.list]);
  });
});

describe('integers default to the PostgreSQL integer range', () => {
  it.each([
    ['intInput', intInput()],
    ['boundedInt', boundedInt()],
  ] as const)('%s takes -2147483648 to 2147483647 and nothing beyond', (_, schema) => {
    const range = INPUT_MESSAGE.range(-DB_INT_MAX - 1, DB_INT_MAX);
    expect(schema.parse(-DB_INT_MAX - 1)).toBe(-DB_INT_MAX - 1);
    expect(schema.parse(DB_INT_MAX)).toBe(DB_INT_MAX);
    expect(messages(schema.safeParse(-DB_INT_MAX - 2))).toEqual([range]);
    expect(messages(schema.safeParse(DB_INT_MAX + 1))).toEqual([range]);
  });
});

describe('httpUrlSchema', () => {
  it('takes http and https URLs in any case', () => {
    for (const url of ['https://example.com/a?b=1', 'http://example.com', 'HTTPS://EXAMPLE.COM'])
      expect(httpUrlSchema.safeParse(url).success, url).toBe(true);
  });

  it('refuses other schemes, a scheme not at the start, unparsable URLs and overlong ones', () => {
    for (const url of [
      'ftp://example.com',
      'javascript:alert(1)',
      'see https://example.com',
      ' https://example.com',
      'https://',
      'http://a b',
    ])
      expect(messages(httpUrlSchema.safeParse(url)), url).toEqual([INPUT_MESSAGE.url]);
    expect(messages(httpUrlSchema.safeParse(42))).toEqual([INPUT_MESSAGE.url]);
    const long = `https://example.com/${'a'.repeat(URL_MAX)}`;
    expect(messages(httpUrlSchema.safeParse(long))).toEqual([TEXT_MESSAGE.maxLength(URL_MAX)]);
  });
});

describe('one Japanese message per refused value', () => {
  it('keeps the spaces and the blank of a plain text (a memo is taken as typed)', () => {
    expect(boundedText().parse('  一行目 ')).toBe('  一行目 ');
    expect(boundedText().safeParse('').success).toBe(true);
  });

  it('says a blank field is required and a missing one is of the wrong type, each in its own words', () => {
    const schema = boundedText({ required: '名称を入力してください', typeMessage: INPUT_MESSAGE.text });
    expect(messages(schema.safeParse(''))).toEqual(['名称を入力してください']);
    expect(messages(schema.safeParse(undefined))).toEqual([INPUT_MESSAGE.text]);
  });

  it('refuses an overlong digit string once, with the field message only', () => {
    expect(messages(idInput.safeParse('123456789012'))).toEqual([INPUT_MESSAGE.id]);
    expect(messages(intInput().safeParse('123456789012'))).toEqual([TEXT_MESSAGE.halfWidthDigits()]);
    expect(messages(numberInput({ min: 0, max: 1 }).safeParse('1'.repeat(33)))).toEqual([
      INPUT_MESSAGE.number,
    ]);
  });

  it('refuses a value that is neither a number nor text with the field message', () => {
    expect(messages(intInput().safeParse(null))).toEqual([TEXT_MESSAGE.halfWidthDigits()]);
    expect(messages(intInput({ message: '人数を入力してください' }).safeParse({}))).toEqual([
      '人数を入力してください',
    ]);
    expect(messages(numberInput({ min: 0, max: 1 }).safeParse(null))).toEqual([INPUT_MESSAGE.number]);
  });

  it('says a fraction is not an integer, whatever the field message', () => {
    expect(messages(intInput().safeParse(1.5))).toEqual([INPUT_MESSAGE.integer]);
    expect(messages(boundedInt({ message: '人数を入力してください' }).safeParse(1.5))).toEqual([
      INPUT_MESSAGE.integer,
    ]);
    expect(messages(boundedInt().safeParse('1'))).toEqual([INPUT_MESSAGE.integer]);
  });

  it('boundedNumber: a number within the range, else the range message', () => {
    const schema = boundedNumber({ min: 0, max: 100 });
    expect(schema.parse(55.5)).toBe(55.5);
    expect(messages(schema.safeParse(-1))).toEqual([INPUT_MESSAGE.range(0, 100)]);
    expect(messages(schema.safeParse(101))).toEqual([INPUT_MESSAGE.range(0, 100)]);
    expect(messages(schema.safeParse('55'))).toEqual([INPUT_MESSAGE.number]);
  });

  it('numberInput reads whole and decimal numbers only, without signs but minus, spaces or exponents', () => {
    const schema = numberInput({ min: -90, max: 90 });
    expect(schema.parse('33')).toBe(33);
    expect(schema.parse('-33.5')).toBe(-33.5);
    for (const bad of ['+12', ' 12', '12 ', '1e1', '1.', '.5', '12a', 'a12'])
      expect(messages(schema.safeParse(bad)), bad).toEqual([INPUT_MESSAGE.number]);
  });

  it('boundedList: at least min rows, with its own message when given', () => {
    expect(messages(boundedList(idSchema, { min: 1 }).safeParse([]))).toEqual([INPUT_MESSAGE.listMin(1)]);
    expect(
      messages(boundedList(idSchema, { min: 1, minMessage: '現場を1件以上選んでください' }).safeParse([])),
    ).toEqual(['現場を1件以上選んでください']);
  });

  it('booleanInput: true or false only', () => {
    expect(booleanInput().parse(false)).toBe(false);
    expect(messages(booleanInput().safeParse('true'))).toEqual([INPUT_MESSAGE.boolean]);
    expect(messages(booleanInput('公開するかを選んでください').safeParse(1))).toEqual([
      '公開するかを選んでください',
    ]);
  });

  it('httpUrlSchema refuses an overlong value once, URL or not', () => {
    expect(messages(httpUrlSchema.safeParse('x'.repeat(URL_MAX + 1)))).toEqual([
      TEXT_MESSAGE.maxLength(URL_MAX),
    ]);
  });
});
