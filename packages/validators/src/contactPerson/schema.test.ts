import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { contactPersonSchema } from './schema.ts';

describe('contactPersonSchema', () => {
  it('needs only the surname', () => {
    expect(issuesOf(contactPersonSchema, { name1: '山田' })).toEqual({});
    expect(issuesOf(contactPersonSchema, { name1: '山田', name2: '', tel_number: '', email: '' })).toEqual(
      {},
    );
    expect(
      issuesOf(contactPersonSchema, { name1: '山田', name2: null, tel_number: null, email: null }),
    ).toEqual({});
  });
  it('refuses a missing or blank surname', () => {
    expect(issuesOf(contactPersonSchema, { name1: '' })).toEqual({ name1: ['氏名(姓)を入力してください'] });
    expect(issuesOf(contactPersonSchema, { name1: '　' })).toEqual({ name1: ['氏名(姓)を入力してください'] });
    expect(issuesOf(contactPersonSchema, {})).toEqual({ name1: ['氏名(姓)を入力してください'] });
  });
  it('checks a phone number and e-mail when given', () => {
    expect(
      issuesOf(contactPersonSchema, {
        name1: '山田',
        tel_number: '090-1234-5678',
        email: 'yamada@example.jp',
      }),
    ).toEqual({});
    expect(issuesOf(contactPersonSchema, { name1: '山田', tel_number: '03-1234-5678' })).toEqual({});
    expect(
      issuesOf(contactPersonSchema, { name1: '山田', tel_number: '090-1234', email: 'yamada@' }),
    ).toEqual({
      tel_number: ['携帯電話番号に誤りがあります'],
      email: ['メールアドレスに誤りがあります'],
    });
  });
  it('keeps a given name and trims a pasted e-mail', () => {
    expect(contactPersonSchema.parse({ name1: '山田', name2: '太郎', email: ' yamada@example.jp ' })).toEqual(
      {
        name1: '山田',
        name2: '太郎',
        email: 'yamada@example.jp',
      },
    );
  });
});
