import { describe, expect, it } from 'vitest';
import { ZContactPersonRequest } from '../schemas/contactPerson.ts';
import { ZAdminUserUpdateRequest } from '../schemas/user.ts';

const messages = (input: unknown) =>
  ZContactPersonRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('contact person request', () => {
  it('requires name1 with the spec’s message', () => {
    expect(messages({ company_id: 2, name1: ' ' })).toEqual(['氏名(姓)を入力してください']);
  });

  it('accepts empty phone and e-mail as null, and normalises the phone', () => {
    const parsed = ZContactPersonRequest.parse({
      company_id: '2',
      name1: '佐藤',
      tel_number: '',
      email: ' ',
    });
    expect(parsed).toEqual({ company_id: 2, name1: '佐藤', name2: null, tel_number: null, email: null });
    expect(
      ZContactPersonRequest.parse({ company_id: 2, name1: '佐藤', tel_number: '090-1111-2222' }).tel_number,
    ).toBe('09011112222');
  });

  it('refuses a bad phone or e-mail with the spec’s messages', () => {
    expect(messages({ company_id: 2, name1: '佐藤', tel_number: '12-34' })).toEqual([
      '携帯電話番号に誤りがあります',
    ]);
    expect(messages({ company_id: 2, name1: '佐藤', email: 'sato@' })).toEqual([
      'メールアドレスに誤りがあります',
    ]);
  });
});

describe('admin user update', () => {
  it('leaves the password out unless it changes, and checks the confirmation when it does', () => {
    const base = { id: 1, name: '管理 花子', email: 'hanako@example.jp', role: 1 };
    expect(ZAdminUserUpdateRequest.safeParse(base).success).toBe(true);
    const mismatch = ZAdminUserUpdateRequest.safeParse({
      ...base,
      password: 'secret1',
      password_confirmation: 'x',
    });
    expect(mismatch.error?.issues[0]?.message).toBe('パスワードと確認用パスワードが一致しません');
  });
});
