import { describe, expect, it } from 'vitest';
import { AUTH_ID } from '../auth/authId.ts';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { MEMBER_TYPE } from './constants.ts';
import {
  ALLOWANCE_UNIT_LABEL,
  costTypeField,
  MEMBER_COST_MESSAGE,
  memberAllowancesSchema,
  memberCostsSchema,
} from './costs.ts';
import { memberCompletionSchema, memberLookupSchema } from './lookup.ts';
import { createMemberFormSchema } from './schema.ts';
import {
  MEMBER_WRITE_MESSAGE,
  memberDeleteProblem,
  memberWriteProblems,
  outsideActorOffices,
} from './writeRules.ts';

describe('member costs', () => {
  it('labels the four allowance units', () => {
    expect(ALLOWANCE_UNIT_LABEL).toEqual({
      1: '1日あたり',
      2: '1時間あたり',
      3: '1か月あたり',
      4: '1現場あたり',
    });
  });

  it('takes 0 to 9,999,999 yen, trimmed, and spaces alone as not set', () => {
    expect(
      memberCostsSchema.parse({ cost: '9999999', hour_cost: ' 1500 ', monthly_cost: '  ' }),
    ).toMatchObject({
      cost: 9_999_999,
      hour_cost: 1500,
      monthly_cost: null,
    });
    expect(issuesOf(memberCostsSchema, { cost: '1'.repeat(33) })).toEqual({
      cost: [MEMBER_COST_MESSAGE.amount],
    });
  });

  it('reads a pay type from a number or its text, and nothing as not set', () => {
    expect(costTypeField.parse(undefined)).toBeNull();
    expect(costTypeField.parse(null)).toBeNull();
    expect(costTypeField.parse('')).toBeNull();
    expect(issuesOf(memberCostsSchema, { cost_type: '12345' })).toEqual({
      cost_type: [MEMBER_COST_MESSAGE.costType],
    });
  });

  it('bounds an allowance name at 20 characters on one line', () => {
    const row = { cost: '1000', unit_id: 1 };
    expect(issuesOf(memberAllowancesSchema, [{ ...row, name: 'あ'.repeat(20) }])).toEqual({});
    expect(issuesOf(memberAllowancesSchema, [{ ...row, name: 'あ'.repeat(21) }])).toEqual({
      '0.name': ['20文字以下で入力してください'],
    });
    expect(issuesOf(memberAllowancesSchema, [{ ...row, name: '現場\n手当' }])).toEqual({
      '0.name': ['制御文字は使用できません。'],
    });
    expect(issuesOf(memberAllowancesSchema, [{ ...row, unit_id: '12345', name: '現場手当' }])).toEqual({
      '0.unit_id': [MEMBER_COST_MESSAGE.unit],
    });
  });
});

describe('member lookup and completion', () => {
  it('trims a pasted address or number before checking it', () => {
    expect(memberLookupSchema.parse({ keyword: ' yamada@example.jp ' })).toEqual({
      keyword: 'yamada@example.jp',
    });
  });
  it('asks to choose when a select sends nothing', () => {
    expect(issuesOf(memberCompletionSchema, { type: undefined, auth_id: '', office_id: '3' })).toEqual({
      type: ['選択肢の中から選んでください。'],
      auth_id: ['選択肢の中から選んでください。'],
    });
  });
});

describe('member form fields', () => {
  const schema = createMemberFormSchema({ workerListRequired: false, passwordRequired: false });
  const ok = { name1: '山田', login_type: 3, tel_number: '090-1234-5678', email: 'yamada@example.jp' };
  it('keeps the optional names and words a wrong id or choice in Japanese', () => {
    expect(schema.parse({ ...ok, name2: '太郎', kana2: 'タロウ' })).toMatchObject({
      name2: '太郎',
      kana2: 'タロウ',
    });
    expect(issuesOf(schema, { ...ok, member_id: 'x', type: 'x', auth_id: 'x' })).toEqual({
      member_id: ['IDに誤りがあります。'],
      type: ['選択肢の中から選んでください。'],
      auth_id: ['選択肢の中から選んでください。'],
    });
  });
  it('refuses a huge e-mail value before reading it', () => {
    expect(issuesOf(schema, { ...ok, email: 'a'.repeat(10_001) })).toEqual({
      email: ['10000文字以下で入力してください'],
    });
  });
});

describe('member write rules (core §6, ADR 008)', () => {
  const manager = { member_id: 1, auth_id: AUTH_ID.companyManager, office_ids: [1] };
  const officeManager = { member_id: 5, auth_id: AUTH_ID.officeManager, office_ids: [1] };

  it('keeps oneself in reach whatever the offices say', () => {
    expect(
      outsideActorOffices(officeManager, { member_id: 5, auth_id: AUTH_ID.officeManager, office_ids: [2] }),
    ).toBe(false);
  });

  it('lets a company manager edit and delete another company manager', () => {
    const other = { member_id: 2, auth_id: AUTH_ID.companyManager, office_ids: [2] };
    expect(
      memberWriteProblems({
        actor: manager,
        target: other,
        authId: AUTH_ID.companyManager,
        memberType: MEMBER_TYPE.inCompany,
        officeId: 2,
        companyOfficeIds: [1, 2],
      }),
    ).toEqual({ forbidden: null, issues: [] });
    expect(memberDeleteProblem(manager, other)).toBeNull();
  });

  it("refuses a company manager's record to others with no field issues", () => {
    expect(
      memberWriteProblems({
        actor: officeManager,
        target: { member_id: 2, auth_id: AUTH_ID.companyManager, office_ids: [1] },
        authId: AUTH_ID.companyManager,
        memberType: MEMBER_TYPE.inCompany,
        officeId: 1,
        companyOfficeIds: [1, 2],
      }),
    ).toEqual({ forbidden: MEMBER_WRITE_MESSAGE.managerOnly, issues: [] });
  });

  it('lets a member keep their own auth, and a manager change another member’s', () => {
    const self = { member_id: 5, auth_id: AUTH_ID.officeManager, office_ids: [1] };
    expect(
      memberWriteProblems({
        actor: officeManager,
        target: self,
        authId: AUTH_ID.officeManager,
        memberType: MEMBER_TYPE.inCompany,
        officeId: 1,
        companyOfficeIds: [1],
      }),
    ).toEqual({ forbidden: null, issues: [] });
    expect(
      memberWriteProblems({
        actor: manager,
        target: { member_id: 9, auth_id: AUTH_ID.general, office_ids: [1] },
        authId: AUTH_ID.officeManager,
        memberType: MEMBER_TYPE.inCompany,
        officeId: 1,
        companyOfficeIds: [1],
      }),
    ).toEqual({ forbidden: null, issues: [] });
  });
});
