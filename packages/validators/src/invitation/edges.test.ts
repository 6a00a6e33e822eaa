import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { PLACEMENT_HINT, placementHint } from './placement.ts';
import { INVITATION_MESSAGE, invitationsByEmailSchema, invitationsByPhoneSchema } from './schemas.ts';
import { INVITATION_STATUS } from './status.ts';

describe('invitation duplicates', () => {
  it('compares e-mail addresses without case', () => {
    expect(
      issuesOf(invitationsByEmailSchema, [
        { name1: '山田', email: 'Yamada@Example.jp' },
        { name1: '田中', email: 'yamada@example.JP' },
      ]),
    ).toEqual({ '1.email': [INVITATION_MESSAGE.emailDuplicate] });
  });

  it('trims a pasted address and still finds it repeated; distinct addresses pass', () => {
    expect(
      invitationsByEmailSchema.parse([
        { name1: '山田', email: ' yamada@example.jp ' },
        { name1: '田中', email: 'tanaka@example.jp' },
      ]),
    ).toEqual([
      { name1: '山田', email: 'yamada@example.jp' },
      { name1: '田中', email: 'tanaka@example.jp' },
    ]);
    expect(
      issuesOf(invitationsByEmailSchema, [
        { name1: '山田', email: 'yamada@example.jp' },
        { name1: '田中', email: ' YAMADA@example.jp ' },
      ]),
    ).toEqual({ '1.email': [INVITATION_MESSAGE.emailDuplicate] });
  });

  it('takes one to fifty rows, by phone or by e-mail', () => {
    const byPhone = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name1: '山田',
        tel_number: `090${String(i).padStart(8, '0')}`,
      }));
    const byEmail = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name1: '山田', email: `u${i}@example.jp` }));
    expect(issuesOf(invitationsByPhoneSchema, byPhone(50))).toEqual({});
    expect(issuesOf(invitationsByEmailSchema, byEmail(50))).toEqual({});
    expect(issuesOf(invitationsByPhoneSchema, byPhone(51))).toEqual({ '': [INVITATION_MESSAGE.tooManyRows] });
    expect(issuesOf(invitationsByEmailSchema, byEmail(51))).toEqual({ '': [INVITATION_MESSAGE.tooManyRows] });
    for (const none of [[], null, undefined]) {
      expect(issuesOf(invitationsByPhoneSchema, none)).toEqual({ '': [INVITATION_MESSAGE.noRows] });
      expect(issuesOf(invitationsByEmailSchema, none)).toEqual({ '': [INVITATION_MESSAGE.noRows] });
    }
  });

  it('does not call empty numbers duplicates (they are already refused)', () => {
    expect(
      issuesOf(invitationsByPhoneSchema, [
        { name1: '山田', tel_number: '' },
        { name1: '田中', tel_number: '' },
      ]),
    ).toEqual({
      '0.tel_number': [INVITATION_MESSAGE.telInvalid],
      '1.tel_number': [INVITATION_MESSAGE.telInvalid],
    });
  });
});

describe('placementHint', () => {
  it('says rejected only for the same company', () => {
    const rejected = { invitation_status: INVITATION_STATUS.reject, invitation_company_id: 2, del_flg: 0 };
    expect(placementHint(rejected, 2)).toBe(PLACEMENT_HINT.rejectedBySameCompany);
    expect(placementHint(rejected, 3)).toBeNull();
    expect(placementHint({ ...rejected, invitation_status: INVITATION_STATUS.approval }, 2)).toBeNull();
  });
});
