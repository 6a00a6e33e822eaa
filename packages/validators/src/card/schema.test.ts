import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { createCardSchema } from './schema.ts';

// 2025-05-31 23:30 in Japan: still May there, June in no time zone that matters.
const schema = createCardSchema(new Date('2025-05-31T23:30:00+09:00'));
const ok = {
  cardno: '4111111111111111',
  expire_month: '06',
  expire_year: '2025',
  holdername: 'TARO YAMADA',
  securitycode: '123',
};

describe('createCardSchema', () => {
  it('accepts a valid card', () => expect(issuesOf(schema, ok)).toEqual({}));
  it('takes 14 to 16 digits (13 and 17 refused)', () => {
    expect(issuesOf(schema, { ...ok, cardno: '1'.repeat(14) })).toEqual({});
    expect(issuesOf(schema, { ...ok, cardno: '1'.repeat(16) })).toEqual({});
    for (const cardno of [
      '1'.repeat(13),
      '1'.repeat(17),
      '4111 1111 1111 1111',
      '４１１１１１１１１１１１１１１１',
    ]) {
      expect(issuesOf(schema, { ...ok, cardno })).toEqual({
        cardno: ['カード番号は14〜16桁の半角数字で入力してください。'],
      });
    }
    expect(issuesOf(schema, { ...ok, cardno: '' })).toEqual({ cardno: ['カード番号を入力してください。'] });
  });
  it('takes a 3 or 4 digit security code (2 and 5 refused)', () => {
    expect(issuesOf(schema, { ...ok, securitycode: '1234' })).toEqual({});
    for (const securitycode of ['12', '12345', '12a']) {
      expect(issuesOf(schema, { ...ok, securitycode })).toEqual({
        securitycode: ['セキュリティコードは3〜4桁の半角数字で入力してください。'],
      });
    }
    expect(issuesOf(schema, { ...ok, securitycode: '' })).toEqual({
      securitycode: ['セキュリティコードを入力してください。'],
    });
  });
  it('needs an expiry of next month or later, in Japan', () => {
    const tooEarly = { expire_month: ['有効期限が正しくありません。来月以降の有効期限を入力してください。'] };
    expect(issuesOf(schema, { ...ok, expire_month: '5', expire_year: '2025' })).toEqual(tooEarly);
    expect(issuesOf(schema, { ...ok, expire_month: '12', expire_year: '24' })).toEqual(tooEarly);
    expect(issuesOf(schema, { ...ok, expire_month: '6', expire_year: '25' })).toEqual({});
    expect(issuesOf(schema, { ...ok, expire_month: '1', expire_year: '2026' })).toEqual({});
  });
  it('reports a malformed month or year on its own field', () => {
    // Once, even when the malformed month would also read as a past expiry.
    expect(issuesOf(schema, { ...ok, expire_month: '13', expire_year: '2024' })).toEqual({
      expire_month: ['有効期限が正しくありません。来月以降の有効期限を入力してください。'],
    });
    expect(issuesOf(schema, { ...ok, expire_month: '123', expire_year: '2015' })).toEqual({
      expire_month: ['有効期限が正しくありません。来月以降の有効期限を入力してください。'],
    });
    expect(issuesOf(schema, { ...ok, expire_month: '13' })).toEqual({
      expire_month: ['有効期限が正しくありません。来月以降の有効期限を入力してください。'],
    });
    expect(issuesOf(schema, { ...ok, expire_year: '202' })).toEqual({
      expire_year: ['有効期限が正しくありません。来月以降の有効期限を入力してください。'],
    });
    expect(issuesOf(schema, { ...ok, expire_year: '' })).toEqual({
      expire_year: ['有効期限を入力してください。'],
    });
  });
  it('takes half-width letters for the holder name', () => {
    expect(issuesOf(schema, { ...ok, holdername: '' })).toEqual({
      holdername: ['カード名義を入力してください。'],
    });
    expect(issuesOf(schema, { ...ok, holdername: '山田太郎' })).toEqual({
      holdername: ['カード名義は半角英字で入力してください。'],
    });
    expect(issuesOf(schema, { ...ok, holdername: 'A'.repeat(51) })).toEqual({
      holdername: ['カード名義は半角英字で入力してください。'],
    });
  });
  it('moves with the clock it is given', () => {
    const june = createCardSchema(new Date('2025-06-01T00:00:00+09:00'));
    expect(issuesOf(june, ok)).toEqual({
      expire_month: ['有効期限が正しくありません。来月以降の有効期限を入力してください。'],
    });
  });
});
