import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  isQrLoginCode,
  qrLoginCodeFrom,
  qrLoginCodeStateSchema,
  qrLoginSchema,
  qrLoginUrl,
} from './qrLogin.ts';

const code = 'Abcdefghij_klmnopqrstuvwxyz-0123456789ABCDE';

describe('QR login code', () => {
  it('is 43 base64url characters', () => {
    expect(code).toHaveLength(43);
    expect(isQrLoginCode(code)).toBe(true);
    expect(isQrLoginCode(code.slice(1))).toBe(false);
    expect(isQrLoginCode(`${code}A`)).toBe(false);
    expect(isQrLoginCode(`${code.slice(1)}+`)).toBe(false);
  });

  it('is read from the URL shown as a QR, or taken bare', () => {
    const url = qrLoginUrl('https://genba.example', code);
    expect(url).toBe(`https://genba.example/login/qrcode#${code}`);
    expect(qrLoginCodeFrom(url)).toBe(code);
    expect(qrLoginCodeFrom(` ${code}\n`)).toBe(code);
    expect(qrLoginCodeFrom(`#${code}`)).toBe(code);
  });

  it('the request accepts the code or its URL and sends the bare code', () => {
    expect(qrLoginSchema.parse({ code: qrLoginUrl('http://localhost:5173', code) })).toEqual({ code });
    expect(qrLoginSchema.parse({ code: `  ${code} ` })).toEqual({ code });
  });

  it.each([
    ['', 'ログインコードを入力してください'],
    ['　', 'ログインコードを入力してください'],
    ['abc', 'ログインコードに誤りがあります'],
    [`https://x.example/login/qrcode#${code}!`, 'ログインコードに誤りがあります'],
    [`${code.slice(0, 20)}\u0000${code.slice(21)}`, 'ログインコードに誤りがあります'],
  ])('refuses %j with one message', (value, message) => {
    expect(issuesOf(qrLoginSchema, { code: value })).toEqual({ code: [message] });
  });

  it('refuses a missing code and a huge value before reading it', () => {
    expect(issuesOf(qrLoginSchema, {})).toEqual({ code: ['ログインコードを入力してください'] });
    expect(Object.keys(issuesOf(qrLoginSchema, { code: 'x'.repeat(5000) }))).toEqual(['code']);
    expect(issuesOf(qrLoginSchema, { code: 'x'.repeat(2049) })).toEqual({
      code: ['2048文字以下で入力してください'],
    });
  });

  it('takes the fragment after the first # of whatever precedes it', () => {
    expect(qrLoginCodeFrom(`x#${code}`)).toBe(code);
  });

  it('accepts the line break a scanner types after the code, but no tab or break inside the URL', () => {
    expect(qrLoginSchema.parse({ code: `${code}\n` })).toEqual({ code });
    expect(issuesOf(qrLoginSchema, { code: `https://genba.example/lo\tgin/qrcode#${code}` })).toEqual({
      code: ['制御文字は使用できません。'],
    });
  });
});

describe("the QR dialog's code", () => {
  it('is a bare, well-formed code only', () => {
    expect(qrLoginCodeStateSchema.parse({ code })).toEqual({ code });
    expect(issuesOf(qrLoginCodeStateSchema, { code: qrLoginUrl('https://genba.example', code) })).toEqual({
      code: ['ログインコードに誤りがあります'],
    });
    expect(issuesOf(qrLoginCodeStateSchema, {})).toEqual({ code: ['ログインコードを入力してください'] });
    expect(issuesOf(qrLoginCodeStateSchema, { code: 'x'.repeat(2049) })).toEqual({
      code: ['2048文字以下で入力してください'],
    });
  });
});
