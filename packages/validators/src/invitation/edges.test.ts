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
