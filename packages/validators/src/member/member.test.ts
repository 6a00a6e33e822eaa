import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  MEMBER_LOOKUP_STATE,
  memberCompletionSchema,
  memberLookupOutcome,
  memberLookupSchema,
} from './lookup.ts';
import { applyLoginTypeRules, createMemberFormSchema, memberFormSchema } from './schema.ts';
import { birthDateOf, isEnteredDate, isWorkerListRequired } from './workerList.ts';

const both = {
  name1: '山田',
  login_type: 3,
  email: 'yamada@example.jp',
  tel_number: '090-1234-5678',
  password: 'abc123',
  password_confirmation: 'abc123',
};

describe('memberFormSchema: login types', () => {
  it('accepts a complete member who logs in on both', () =>
    expect(issuesOf(memberFormSchema, both)).toEqual({}));
  it('needs name1 and a login type', () => {
    expect(issuesOf(memberFormSchema, { ...both, name1: ' ', login_type: undefined })).toEqual({
      name1: ['氏名(姓)を入力してください'],
      login_type: ['ログイン方法を選択してください。'],
    });
    expect(issuesOf(memberFormSchema, { ...both, login_type: 4 })).toEqual({
      login_type: ['ログイン方法を選択してください。'],
    });
  });
  it('PC only: needs e-mail and password, not the phone', () => {
    expect(issuesOf(memberFormSchema, { ...both, login_type: 1, tel_number: '' })).toEqual({});
    expect(issuesOf(memberFormSchema, { ...both, login_type: 1, email: '' })).toEqual({
      email: ['メールアドレスを入力してください'],
    });
    expect(issuesOf(memberFormSchema, { ...both, login_type: 1, email: 'x@' })).toEqual({
      email: ['メールアドレスに誤りがあります'],
    });
  });
  it('mobile only: needs a mobile number, no e-mail or password', () => {
    const m = { name1: '山田', login_type: 2, tel_number: '09012345678' };
    expect(issuesOf(memberFormSchema, m)).toEqual({});
    expect(issuesOf(memberFormSchema, { ...m, tel_number: '' })).toEqual({
      tel_number: ['携帯電話番号を入力してください'],
    });
    expect(issuesOf(memberFormSchema, { ...m, tel_number: '03-1234-5678' })).toEqual({
      tel_number: ['携帯電話番号に誤りがあります'],
    });
  });
  it('password: 6 to 20 half-width alphanumerics and a matching confirmation', () => {
    const p = (password: string, password_confirmation = password) =>
      issuesOf(memberFormSchema, { ...both, password, password_confirmation });
    expect(p('abcdef')).toEqual({});
    expect(p('abcde')).toEqual({
      password: ['パスワードは6文字以上20文字以下の半角英数字で入力してください'],
    });
    expect(p('a'.repeat(21))).toEqual({
      password: ['パスワードは6文字以上20文字以下の半角英数字で入力してください'],
    });
    expect(p('abcdef', 'abcdeg')).toEqual({
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
    });
    expect(p('')).toEqual({ password: ['パスワードを入力してください'] });
  });
  it('keeps the current password when editing with both fields empty', () => {
    const edit = createMemberFormSchema({ workerListRequired: false, passwordRequired: false });
    expect(issuesOf(edit, { ...both, password: '', password_confirmation: '' })).toEqual({});
    expect(issuesOf(edit, { ...both, password: '', password_confirmation: 'abc123' })).toEqual({
      password: ['パスワードを入力してください'],
      password_confirmation: ['パスワードと確認用パスワードが一致しません'],
    });
  });
});

describe('memberFormSchema: worker list', () => {
  const required = createMemberFormSchema({ workerListRequired: true, passwordRequired: true });
  const complete = {
    member_profile: {
      blood_type: 'A',
      date_of_birth: '1990-04-01',
      employment_date: '2020-04-01',
      present_address: '福岡市中央区天神1-1-1',
      present_tel: '092-123-4567',
      home_tel: '',
    },
    member_occupations: [{ m_occupation_id: 1, occupation_types: [2], experience_years: 10 }],
    member_insurance: { member_accidents: [], member_healths: [{ diagnosis_date: '2025-04-01' }] },
  };
  it('accepts a complete worker list', () => {
    expect(issuesOf(required, { ...both, worker_list_data: complete })).toEqual({});
  });
  it('names every missing item under worker_list_data', () => {
    expect(
      issuesOf(required, {
        ...both,
        worker_list_data: {
          member_profile: { employment_date: '0000-00-00' },
          member_occupations: [{ m_occupation_id: 1, occupation_types: [], experience_years: '' }],
        },
      }),
    ).toEqual({
      'worker_list_data.member_profile.date_of_birth': ['生年月日を入力してください。'],
      'worker_list_data.member_profile.employment_date': ['雇入年月日を入力してください。'],
      'worker_list_data.member_profile.present_address': ['現住所を入力してください。'],
      'worker_list_data.member_profile.present_tel': ['現住所の電話番号を入力してください。'],
      'worker_list_data.member_profile.blood_type': ['血液型を選択してください。'],
      'worker_list_data.member_occupations.0.occupation_types': ['職種を選択してください。'],
      'worker_list_data.member_occupations.0.experience_years': ['経験年数を入力してください。'],
      'worker_list_data.member_insurance.member_healths.0.diagnosis_date': ['健康診断日を入力してください。'],
    });
  });
  it('does not ask for them when the list is not required', () => {
    expect(issuesOf(memberFormSchema, { ...both, worker_list_data: { member_profile: {} } })).toEqual({});
  });
  it('always checks home and present tel and the lengths (40 / 100 half-width units)', () => {
    const data = {
      member_profile: { home_tel: '123', present_tel: '0921234' },
      member_insurance: {
        member_accidents: [{ insurance_company_name: 'あ'.repeat(20), insurance_number: 'a'.repeat(41) }],
      },
      member_license: { license_memo: 'あ'.repeat(51), member_licenses: [{ license_name: 'あ'.repeat(21) }] },
      member_certificate: {
        certificate_memo: 'a'.repeat(100),
        member_certificates: [{ certificate_name: 'a'.repeat(41) }],
      },
    };
    expect(issuesOf(memberFormSchema, { ...both, worker_list_data: data })).toEqual({
      'worker_list_data.member_profile.home_tel': ['正しい電話番号を入力してください。'],
      'worker_list_data.member_profile.present_tel': ['正しい電話番号を入力してください。'],
      'worker_list_data.member_insurance.member_accidents.0.insurance_number': [
        '保険番号は全角20文字(半角40文字)以下で入力してください。',
      ],
      'worker_list_data.member_license.license_memo': [
        '資格・免許のメモは全角50文字(半角100文字)以下で入力してください。',
      ],
      'worker_list_data.member_license.member_licenses.0.license_name': [
        '資格・免許名は全角20文字(半角40文字)以下で入力してください。',
      ],
      'worker_list_data.member_certificate.member_certificates.0.certificate_name': [
        '修了証名は全角20文字(半角40文字)以下で入力してください。',
      ],
    });
  });
  it('reads the birth date from year, month and day too', () => {
    expect(birthDateOf({ year: 1990, month: 4, day: 1 })).toBe('1990-04-01');
    expect(birthDateOf({ year: '1990', month: '2', day: '30' })).toBeNull();
    expect(isEnteredDate('0000-00-00')).toBe(false);
    expect(isEnteredDate('')).toBe(false);
  });
});

describe('isWorkerListRequired', () => {
  const company = { workerListRequired: true, requiredAuthIds: [5, 6] };
  it("uses the member's own value first", () => {
    expect(isWorkerListRequired({ worker_list_required: 1, auth_id: 1 }, company)).toBe(true);
    expect(isWorkerListRequired({ worker_list_required: 0, auth_id: 5 }, company)).toBe(false);
  });
  it("else the company setting and the member's auth", () => {
    expect(isWorkerListRequired({ worker_list_required: null, auth_id: 5 }, company)).toBe(true);
    expect(isWorkerListRequired({ auth_id: 1 }, company)).toBe(false);
    expect(isWorkerListRequired({ auth_id: 5 }, { ...company, workerListRequired: false })).toBe(false);
  });
});

describe('applyLoginTypeRules', () => {
  it('drops e-mail and password for mobile-only, the phone for PC-only', () => {
    expect(applyLoginTypeRules({ ...both, login_type: 2 })).toEqual({
      name1: '山田',
      login_type: 2,
      tel_number: '090-1234-5678',
    });
    expect(applyLoginTypeRules({ ...both, login_type: 1 })).not.toHaveProperty('tel_number');
    expect(applyLoginTypeRules(both)).toEqual(both);
  });
});

describe('memberLookupSchema', () => {
  it('takes an e-mail or a phone number', () => {
    expect(issuesOf(memberLookupSchema, { keyword: 'yamada@example.jp' })).toEqual({});
    expect(issuesOf(memberLookupSchema, { keyword: '090-1234-5678' })).toEqual({});
  });
  it('refuses empty, full-width and invalid values', () => {
    expect(issuesOf(memberLookupSchema, { keyword: '' })).toEqual({
      keyword: ['メールアドレスまたは電話番号を入力してください。'],
    });
    expect(issuesOf(memberLookupSchema, { keyword: '０９０１２３４５６７８' })).toEqual({
      keyword: ['半角英数字で入力してください。'],
    });
    expect(issuesOf(memberLookupSchema, { keyword: 'yamada' })).toEqual({
      keyword: ['メールアドレスまたは電話番号に誤りがあります。'],
    });
  });
  it('tells an existing member from one to add', () => {
    expect(memberLookupOutcome(MEMBER_LOOKUP_STATE.registered, true)).toBe('alreadyMember');
    expect(memberLookupOutcome(MEMBER_LOOKUP_STATE.registered, false)).toBe('offerCompletion');
    expect(memberLookupOutcome(MEMBER_LOOKUP_STATE.empty, false)).toBe('empty');
  });
});

describe('member form e-mail is trimmed (issue 7 item 8)', () => {
  it('accepts an address pasted with surrounding spaces and keeps it trimmed', () => {
    const schema = createMemberFormSchema({ workerListRequired: false, passwordRequired: false });
    const result = schema.safeParse({ name1: '佐々木', login_type: 1, email: ' jiro@example.jp ' });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('jiro@example.jp');
  });
});

describe('memberCompletionSchema', () => {
  it('turns the three selects into numbers', () => {
    expect(memberCompletionSchema.parse({ type: '1', auth_id: '3', office_id: '12' })).toEqual({
      type: 1,
      auth_id: 3,
      office_id: 12,
    });
  });

  it('asks for each select left empty', () => {
    expect(issuesOf(memberCompletionSchema, { type: '', auth_id: '', office_id: '' })).toEqual({
      type: [INPUT_MESSAGE.choice],
      auth_id: [INPUT_MESSAGE.choice],
      office_id: [INPUT_MESSAGE.choice],
    });
  });
});
