import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { invitationsByEmailSchema, invitationsByPhoneSchema } from './schemas.ts';
import { isNonApprovedInvitation, isPendingInvitation } from './status.ts';

describe('invitationsByPhoneSchema', () => {
  it('accepts distinct rows', () => {
    expect(
      issuesOf(invitationsByPhoneSchema, [
        { name1: '山田', tel_number: '090-1234-5678' },
        { name1: '佐藤', tel_number: '080-1234-5678' },
      ]),
    ).toEqual({});
  });
  it('limits the surname to 20 characters (20 vs 21)', () => {
    expect(
      issuesOf(invitationsByPhoneSchema, [{ name1: 'あ'.repeat(20), tel_number: '09012345678' }]),
    ).toEqual({});
    expect(
      issuesOf(invitationsByPhoneSchema, [{ name1: 'あ'.repeat(21), tel_number: '09012345678' }]),
    ).toEqual({
      '0.name1': ['お名前(姓)には20文字以下の文字列を指定してください。'],
    });
  });
  it('puts row errors at [index, field]', () => {
    expect(
      issuesOf(invitationsByPhoneSchema, [
        { name1: '山田', tel_number: '09012345678' },
        { name1: '', tel_number: '0901234' },
      ]),
    ).toEqual({
      '1.name1': ['お名前(姓)を入力してください。'],
      '1.tel_number': ['正しい電話番号を入力してください。'],
    });
  });
  it('refuses the same number twice, however it is written, on the later row', () => {
    expect(
      issuesOf(invitationsByPhoneSchema, [
        { name1: '山田', tel_number: '090-1234-5678' },
        { name1: '佐藤', tel_number: '08011112222' },
        { name1: '鈴木', tel_number: '+81 90 1234 5678' },
      ]),
    ).toEqual({ '2.tel_number': ['同じ電話番号は招待できません。'] });
  });
  it('refuses an empty list', () => {
    expect(issuesOf(invitationsByPhoneSchema, [])).toEqual({ '': ['招待する方を1人以上入力してください。'] });
  });
});

describe('invitationsByEmailSchema', () => {
  it('checks names and addresses', () => {
    expect(issuesOf(invitationsByEmailSchema, [{ name1: '山田', email: 'a@example.jp' }])).toEqual({});
    expect(issuesOf(invitationsByEmailSchema, [{ name1: '', email: 'a@' }])).toEqual({
      '0.name1': ['お名前(姓)を入力してください。'],
      '0.email': ['正しいメールアドレスを入力してください。'],
    });
    expect(issuesOf(invitationsByEmailSchema, [{ name1: 'a'.repeat(21), email: 'a@example.jp' }])).toEqual({
      '0.name1': ['お名前(姓)には20文字以下の文字列を指定してください。'],
    });
  });
  it('refuses the same address twice, ignoring case', () => {
    expect(
      issuesOf(invitationsByEmailSchema, [
        { name1: '山田', email: 'Yamada@Example.jp' },
        { name1: '山田', email: 'yamada@example.jp' },
      ]),
    ).toEqual({ '1.email': ['同じメールアドレスは招待できません。'] });
  });
});

describe('invitation states', () => {
  it('pending = invited and not deleted', () => {
    expect(isPendingInvitation({ invitation_status: 1, del_flg: 0 })).toBe(true);
    expect(isPendingInvitation({ invitation_status: 1, del_flg: 1 })).toBe(false);
    expect(isPendingInvitation({ invitation_status: 2, del_flg: 0 })).toBe(false);
  });
  it('non-approved = not approved and not deleted', () => {
    expect(isNonApprovedInvitation({ invitation_status: 3, del_flg: 0 })).toBe(true);
    expect(isNonApprovedInvitation({ invitation_status: 2, del_flg: 0 })).toBe(false);
    expect(isNonApprovedInvitation({ invitation_status: 4, del_flg: 1 })).toBe(false);
  });
});

describe('invitation duplicate properties', () => {
  const mobile = fc.stringMatching(/^0[789]0\d{8}$/);
  it('refuses any list that repeats a number, however it is written (property)', () => {
    fc.assert(
      fc.property(fc.array(mobile, { minLength: 1, maxLength: 5 }), fc.nat(), (numbers, pick) => {
        const dup = numbers[pick % numbers.length] ?? '';
        const rows = [...numbers, `+81 ${dup.slice(1)}`].map((tel_number) => ({ name1: '山田', tel_number }));
        return !invitationsByPhoneSchema.safeParse(rows).success;
      }),
    );
  });
  it('accepts any list of distinct valid numbers (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(mobile, { minLength: 1, maxLength: 5 }),
        (numbers) =>
          invitationsByPhoneSchema.safeParse(numbers.map((tel_number) => ({ name1: '山田', tel_number })))
            .success,
      ),
    );
  });
});
