import { describe, expect, it } from 'vitest';
import { LOGIN_FLOW_MESSAGE, LOGIN_MESSAGE } from '../login/messages.ts';
import { ACCOUNT_DELETE_CONFIRM, ACCOUNT_MESSAGE } from './messages.ts';
import {
  accountChangeTokenField,
  accountDeleteSchema,
  accountEmailSchema,
  accountPasswordSchema,
  accountProfileSchema,
} from './schemas.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('accountProfileSchema', () => {
  it('needs a surname and trims the names', () => {
    expect(messages(accountProfileSchema.safeParse({ name1: '  ' }))).toEqual({
      name1: '氏名(姓)を入力してください',
    });
    expect(accountProfileSchema.parse({ name1: ' 山田 ', name2: '太郎', kana1: null })).toEqual({
      name1: '山田',
      name2: '太郎',
      kana1: null,
    });
  });
  it('keeps each name within 20 characters', () => {
    expect(
      messages(accountProfileSchema.safeParse({ name1: 'あ'.repeat(21), kana2: 'ア'.repeat(21) })),
    ).toEqual({
      name1: '20文字以下で入力してください',
      kana2: '20文字以下で入力してください',
    });
    expect(accountProfileSchema.safeParse({ name1: 'あ'.repeat(20) }).success).toBe(true);
  });
  it('refuses line breaks in a name', () => {
    expect(accountProfileSchema.safeParse({ name1: '山\n田' }).success).toBe(false);
  });
  it('applies the same limit, trimming and single line to the given name and both kana', () => {
    expect(
      accountProfileSchema.parse({ name1: '山田', name2: ' 太郎 ', kana1: ' ヤマダ ', kana2: ' タロウ ' }),
    ).toEqual({
      name1: '山田',
      name2: '太郎',
      kana1: 'ヤマダ',
      kana2: 'タロウ',
    });
    expect(
      messages(
        accountProfileSchema.safeParse({ name1: '山田', name2: 'あ'.repeat(21), kana1: 'ア'.repeat(21) }),
      ),
    ).toEqual({
      name2: '20文字以下で入力してください',
      kana1: '20文字以下で入力してください',
    });
    expect(
      messages(
        accountProfileSchema.safeParse({
          name1: '山田',
          name2: '太\n郎',
          kana1: 'ヤ\tマダ',
          kana2: 'タ\r\nロウ',
        }),
      ),
    ).toEqual({
      name2: '制御文字は使用できません。',
      kana1: '制御文字は使用できません。',
      kana2: '制御文字は使用できません。',
    });
  });
});

describe('accountPasswordSchema', () => {
  const valid = { current_password: 'genba-demo', password: 'newpass12', password_confirmation: 'newpass12' };
  it('accepts a new 6-20 half-width password typed twice', () => {
    expect(accountPasswordSchema.safeParse(valid).success).toBe(true);
  });
  it('asks for the current password first', () => {
    expect(messages(accountPasswordSchema.safeParse({ ...valid, current_password: '' }))).toEqual({
      current_password: ACCOUNT_MESSAGE.currentPasswordRequired,
    });
  });
  it('refuses a short, long or non-alphanumeric password, a mismatch and the same password', () => {
    for (const password of ['abc12', 'a'.repeat(21), 'パスワード123']) {
      expect(
        messages(accountPasswordSchema.safeParse({ ...valid, password, password_confirmation: password })),
      ).toEqual({
        password: LOGIN_FLOW_MESSAGE.passwordFormat,
      });
    }
    expect(
      messages(accountPasswordSchema.safeParse({ ...valid, password_confirmation: 'other123' })),
    ).toEqual({
      password_confirmation: LOGIN_FLOW_MESSAGE.passwordMismatch,
    });
    expect(
      messages(
        accountPasswordSchema.safeParse({
          current_password: 'same1234',
          password: 'same1234',
          password_confirmation: 'same1234',
        }),
      ),
    ).toEqual({ password: ACCOUNT_MESSAGE.samePassword });
  });
  it('does not call an empty new password the same as an empty current one', () => {
    const result = accountPasswordSchema.safeParse({
      current_password: '',
      password: '',
      password_confirmation: '',
    });
    const onPassword = (result.error?.issues ?? [])
      .filter((i) => i.path[0] === 'password')
      .map((i) => i.message);
    expect(onPassword).not.toContain(ACCOUNT_MESSAGE.samePassword);
    expect(messages(result).current_password).toBe(ACCOUNT_MESSAGE.currentPasswordRequired);
  });
});

describe('accountEmailSchema', () => {
  it('uses the login e-mail rules and needs the current password', () => {
    expect(messages(accountEmailSchema.safeParse({ email: '', current_password: 'x' }))).toEqual({
      email: LOGIN_MESSAGE.emailRequired,
    });
    expect(messages(accountEmailSchema.safeParse({ email: 'yamada@', current_password: '' }))).toEqual({
      email: LOGIN_MESSAGE.emailInvalid,
      current_password: ACCOUNT_MESSAGE.currentPasswordRequired,
    });
    expect(accountEmailSchema.parse({ email: ' new@example.com ', current_password: 'x' }).email).toBe(
      'new@example.com',
    );
  });
});

describe('the current password', () => {
  it('is refused past the login password bound (256), before any rule', () => {
    const long = 'a'.repeat(257);
    expect(
      messages(accountEmailSchema.safeParse({ email: 'new@example.com', current_password: long })),
    ).toEqual({
      current_password: '256文字以下で入力してください',
    });
    expect(messages(accountDeleteSchema.safeParse({ current_password: long }))).toEqual({
      current_password: '256文字以下で入力してください',
    });
    expect(accountDeleteSchema.safeParse({ current_password: 'a'.repeat(256) }).success).toBe(true);
  });
});

describe('accountDeleteSchema', () => {
  it('takes a password or a 6-digit SMS code', () => {
    expect(accountDeleteSchema.safeParse({ current_password: 'genba-demo' }).success).toBe(true);
    expect(accountDeleteSchema.safeParse({ auth_number: '123456' }).success).toBe(true);
    expect(messages(accountDeleteSchema.safeParse({ auth_number: '12345' }))).toEqual({
      auth_number: '6桁の数字で入力してください。',
    });
  });
});

describe('accountChangeTokenField', () => {
  it('accepts a url-safe token and refuses anything else', () => {
    expect(accountChangeTokenField.safeParse('a'.repeat(43)).success).toBe(true);
    for (const bad of ['', 'short', '../../etc/passwd-aaaaaaaa', 'a'.repeat(129)]) {
      expect(accountChangeTokenField.safeParse(bad).success).toBe(false);
    }
  });
});

describe('ACCOUNT_DELETE_CONFIRM', () => {
  it('says what deleting the account does, before the user confirms', () => {
    expect(ACCOUNT_DELETE_CONFIRM).toBe(
      'アカウントを削除すると、所属しているすべての会社から退出し、ログイン中のすべての端末からログアウトします。この操作は取り消せません。',
    );
  });
});
