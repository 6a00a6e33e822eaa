import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { signUpAccountSchema } from './schema.ts';

const ok = {
  company_name: '株式会社現場',
  name1: '山田',
  name2: '太郎',
  email: 'yamada@example.jp',
  email_confirm: 'yamada@example.jp',
  password: 'abc123',
  password_confirm: 'abc123',
};

describe('signUpAccountSchema', () => {
  it('accepts a complete sign-up', () => expect(issuesOf(signUpAccountSchema, ok)).toEqual({}));
  it('names each missing item', () => {
    expect(
      issuesOf(signUpAccountSchema, {
        ...ok,
        company_name: '',
        name1: '',
        name2: '',
        email: '',
        email_confirm: '',
        password: '',
      }),
    ).toEqual({
      company_name: ['会社名を入力してください。'],
      name1: ['お名前(姓)を入力してください。'],
      name2: ['お名前(名)を入力してください。'],
      email: ['メールアドレスを入力してください。'],
      email_confirm: ['メールアドレス(確認用)を入力してください。'],
      password: ['パスワードを入力してください。'],
      password_confirm: ['パスワードとパスワード(確認用)が一致しません。'],
    });
  });
  it('refuses an invalid e-mail and mismatched confirmations', () => {
    expect(issuesOf(signUpAccountSchema, { ...ok, email: 'yamada@', email_confirm: 'yamada@' })).toEqual({
      email: ['正しいメールアドレスを入力してください。'],
    });
    expect(
      issuesOf(signUpAccountSchema, {
        ...ok,
        email_confirm: 'yamada@example.com',
        password_confirm: 'abc124',
      }),
    ).toEqual({
      email_confirm: ['メールアドレスとメールアドレス(確認用)が一致しません。'],
      password_confirm: ['パスワードとパスワード(確認用)が一致しません。'],
    });
  });
  it('takes 6 to 20 half-width alphanumerics as the password', () => {
    const p = (password: string) =>
      issuesOf(signUpAccountSchema, { ...ok, password, password_confirm: password });
    expect(p('a'.repeat(20))).toEqual({});
    expect(p('a'.repeat(21))).toEqual({
      password: ['パスワードは6文字以上20文字以下の半角英数字で入力してください'],
    });
    expect(p('a'.repeat(5))).toEqual({
      password: ['パスワードは6文字以上20文字以下の半角英数字で入力してください'],
    });
  });
  it('trims a pasted e-mail before checking it and its confirmation', () => {
    expect(signUpAccountSchema.parse({ ...ok, email: ' yamada@example.jp ' }).email).toBe(
      'yamada@example.jp',
    );
  });
  it('asks for a blank e-mail confirmation without calling it a mismatch', () => {
    expect(issuesOf(signUpAccountSchema, { ...ok, email_confirm: ' ' })).toEqual({
      email_confirm: ['メールアドレス(確認用)を入力してください。'],
    });
  });
  it('calls a missing password confirmation a mismatch', () => {
    const { password_confirm: _, ...withoutConfirmation } = ok;
    expect(issuesOf(signUpAccountSchema, withoutConfirmation)).toEqual({
      password_confirm: ['パスワードとパスワード(確認用)が一致しません。'],
    });
  });
});
