import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { isQrLoginCode, qrLoginCodeFrom, qrLoginSchema, qrLoginUrl } from './qrLogin.ts';

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
  });
});
