import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, phoneNumberSchema } from './schema.ts';

const messages = (value: unknown, schema = phoneNumberSchema()) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('phoneNumberSchema', () => {
  it('accepts a valid number in any common spelling, unchanged (normalizePhone before sending)', () => {
    expect(phoneNumberSchema().parse('+81 90-1234-5678')).toBe('+81 90-1234-5678');
    expect(phoneNumberSchema().parse('０３－１２３４－５６７８')).toBe('０３－１２３４－５６７８');
  });

  it('refuses blank, missing and invalid numbers with one message each', () => {
    expect(messages('　')).toEqual([PHONE_MESSAGE.required]);
    expect(messages(undefined)).toEqual([PHONE_MESSAGE.required]);
    expect(messages('現場A')).toEqual(['正しい電話番号を入力してください。']);
    expect(messages('03-1234-567')).toEqual(['正しい電話番号を入力してください。']);
    expect(PHONE_MESSAGE.required).toBe('電話番号を入力してください。');
  });

  it('takes the form’s own messages', () => {
    const schema = phoneNumberSchema({ required: '必須', invalid: '誤り' });
    expect(messages('', schema)).toEqual(['必須']);
    expect(messages('12', schema)).toEqual(['誤り']);
  });
});
