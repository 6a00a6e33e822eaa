import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  loginEmailSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  smsLoginSchema,
  smsRequestSchema,
} from './schemas.ts';

describe('loginEmailSchema', () => {
  const ok = { email: 'user@example.com', password: 'abc123' };
  it('accepts a valid login', () => expect(loginEmailSchema.safeParse(ok).success).toBe(true));
  it.each([
    ['', 'メールアドレスを入力してください'],
    ['　 ', 'メールアドレスを入力してください'],
    ['user😀@example.com', '絵文字は入力できません'],
    ['😀', '絵文字は入力できません'],
    ['user@', 'メールアドレスに誤りがあります'],
    [`${'a'.repeat(65)}@example.com`, 'メールアドレスに誤りがあります'],
  ])('email %j → %s (one message only)', (email, message) => {
    expect(issuesOf(loginEmailSchema, { ...ok, email })).toEqual({ email: [message] });
  });
  it('gives the required message for a missing field', () => {
    expect(issuesOf(loginEmailSchema, {})).toEqual({
      email: ['メールアドレスを入力してください'],
      password: ['パスワードを入力してください'],
    });
  });
  it('needs a password of at least 6 characters (5 vs 6)', () => {
    expect(issuesOf(loginEmailSchema, { ...ok, password: '' })).toEqual({
      password: ['パスワードを入力してください'],
    });
    expect(issuesOf(loginEmailSchema, { ...ok, password: '12345' })).toEqual({
      password: ['Min 6: 6文字以上を入力してください'],
    });
    expect(issuesOf(loginEmailSchema, { ...ok, password: '123456' })).toEqual({});
  });
  it('does not cap the password at login (existing passwords may be longer)', () => {
    expect(issuesOf(loginEmailSchema, { ...ok, password: 'a'.repeat(40) })).toEqual({});
  });
});

describe('smsRequestSchema / smsLoginSchema', () => {
  it('accepts a mobile number in any common spelling', () => {
    expect(issuesOf(smsRequestSchema, { tel_number: '090-1234-5678' })).toEqual({});
    expect(issuesOf(smsRequestSchema, { tel_number: '+81 80 1234 5678' })).toEqual({});
  });
  it('refuses empty, landline and malformed numbers', () => {
    expect(issuesOf(smsRequestSchema, { tel_number: '' })).toEqual({
      tel_number: ['携帯電話番号を入力してください'],
    });
    expect(issuesOf(smsRequestSchema, { tel_number: '03-1234-5678' })).toEqual({
      tel_number: ['携帯電話番号に誤りがあります'],
    });
    expect(issuesOf(smsRequestSchema, { tel_number: '090-1234-567' })).toEqual({
      tel_number: ['携帯電話番号に誤りがあります'],
    });
  });
  it('needs a 6-digit half-width code (5, 6, 7 digits, full-width)', () => {
    const tel_number = '09012345678';
    expect(issuesOf(smsLoginSchema, { tel_number, auth_number: '123456' })).toEqual({});
    expect(issuesOf(smsLoginSchema, { tel_number, auth_number: '' })).toEqual({
      auth_number: ['認証コードを入力してください'],
    });
    for (const auth_number of ['12345', '1234567', '１２３４５６', '12a456']) {
      expect(issuesOf(smsLoginSchema, { tel_number, auth_number })).toEqual({
        auth_number: ['6桁の数字で入力してください。'],
      });
    }
  });
});

describe('passwordResetRequestSchema', () => {
  it('uses the login e-mail messages', () => {
    expect(issuesOf(passwordResetRequestSchema, { email: 'user@example.com' })).toEqual({});
    expect(issuesOf(passwordResetRequestSchema, { email: '' })).toEqual({
      email: ['メールアドレスを入力してください'],
    });
    expect(issuesOf(passwordResetRequestSchema, { email: 'x' })).toEqual({
      email: ['メールアドレスに誤りがあります'],
    });
  });
});

describe('passwordResetSchema', () => {
  const ok = { token: 'abc', password: 'abc123', password_confirmation: 'abc123' };
  it('accepts 6 and 20 half-width alphanumerics', () => {
    expect(issuesOf(passwordResetSchema, ok)).toEqual({});
    const p20 = 'a1'.repeat(10);
    expect(issuesOf(passwordResetSchema, { ...ok, password: p20, password_confirmation: p20 })).toEqual({});
  });
  it.each(['abc12', `${'a1'.repeat(10)}x`, 'abc12!', 'ａｂｃ１２３', 'abc 123'])('refuses %j', (password) => {
    expect(issuesOf(passwordResetSchema, { ...ok, password, password_confirmation: password })).toEqual({
      password: ['パスワードは6文字以上20文字以下の半角英数字で入力してください'],
    });
  });
  it('puts a mismatch on password_confirmation', () => {
    expect(issuesOf(passwordResetSchema, { ...ok, password_confirmation: 'abc124' })).toEqual({
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
    });
  });
  it('asks for the confirmation and a token', () => {
    expect(issuesOf(passwordResetSchema, { ...ok, token: '', password_confirmation: '' })).toEqual({
      token: ['パスワード再設定用のURLが正しくありません。もう一度お手続きください。'],
      password_confirmation: ['確認用パスワードを入力してください'],
    });
  });
});

describe('e-mail input is trimmed and bounded (issue 7 item 8, issue 8 item 1)', () => {
  it.each([' user@example.com', 'user@example.com ', '\tuser@example.com　'])(
    'accepts %j and reads the trimmed address',
    (email) => {
      expect(loginEmailSchema.parse({ email, password: 'abc123' }).email).toBe('user@example.com');
      expect(passwordResetRequestSchema.parse({ email }).email).toBe('user@example.com');
    },
  );
  it('bounds the raw password before counting its characters', () => {
    const huge = 'a'.repeat(5_000_000);
    const started = performance.now();
    const result = loginEmailSchema.safeParse({ email: 'user@example.com', password: huge });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['256文字以下で入力してください']);
    expect(performance.now() - started).toBeLessThan(200);
  });
  it('still accepts a 256-character password at login (only the minimum is a login rule)', () => {
    expect(loginEmailSchema.safeParse({ email: 'user@example.com', password: 'a'.repeat(256) }).success).toBe(
      true,
    );
  });
});
