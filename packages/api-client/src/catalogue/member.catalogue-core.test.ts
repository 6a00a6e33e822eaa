import { describe, expect, it } from 'vitest';
import { encodeMultipart } from '../client/encode.ts';
import { type TCreateMemberRequest, ZCreateMemberRequest, ZUpdateMemberRequest } from '../schemas/member.ts';
import { userEndpoints } from './user.ts';

const base: TCreateMemberRequest = {
  name1: '佐々木',
  name2: '次郎',
  company_id: 1,
  office_id: 10,
  auth_id: 1,
  login_type: 3,
  email: 'jiro@yamada-koumuten.example.jp',
  tel_number: '090-9876-5432',
  password: 'genba123',
  password_confirmation: 'genba123',
};

const workerList = {
  member_profile: {
    blood_type: 'A',
    date_of_birth: '1985-04-01',
    employment_date: '2010-04-01',
    present_address: '福岡市博多区',
    present_tel: '092-123-4567',
  },
  member_occupations: [{ m_occupation_id: 1, experience_years: 12, occupation_types: [3] }],
  member_insurance: { member_accidents: [], member_healths: [{ diagnosis_date: '2026-04-10' }] },
  member_license: { license_memo: null, member_licenses: [] },
  member_certificate: { certificate_memo: null, member_certificates: [] },
} as const;

const messages = (input: unknown) =>
  ZCreateMemberRequest.safeParse(input).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

describe('member form', () => {
  it('is multipart on both calls', () => {
    expect(userEndpoints.createMember.bodyType).toBe('multipart');
    expect(userEndpoints.updateMember.bodyType).toBe('multipart');
  });

  it('parses what the client encodes as multipart (strings and JSON text)', () => {
    const form = encodeMultipart({ ...base, worker_list_required: 1, worker_list_data: workerList });
    const fields = Object.fromEntries(form.entries());
    const parsed = ZCreateMemberRequest.parse(fields);
    expect(parsed).toMatchObject({ company_id: 1, auth_id: 1, login_type: 3, worker_type_id: 15, type: 1 });
    expect(parsed.worker_list_data?.member_occupations?.[0]?.experience_years).toBe(12);
  });

  it('requires e-mail for PC logins, a phone for mobile logins and a password unless mobile-only', () => {
    expect(messages({ ...base, email: '', tel_number: '' })).toEqual([
      'email: メールアドレスを入力してください',
      'tel_number: 携帯電話番号を入力してください',
    ]);
    expect(messages({ ...base, email: 'jiro@', tel_number: '092-123-4567' })).toEqual([
      'email: メールアドレスに誤りがあります',
      'tel_number: 携帯電話番号に誤りがあります',
    ]);
    expect(messages({ ...base, password: 'abc', password_confirmation: 'abc' })).toEqual([
      'password: パスワードは6文字以上20文字以下の半角英数字で入力してください',
    ]);
    expect(messages({ ...base, login_type: 2, email: '', password: '' })).toEqual([]);
  });

  it('drops e-mail and password of mobile-only members and the phone of PC-only members (core §4)', () => {
    expect(ZCreateMemberRequest.parse({ ...base, login_type: 2 })).toMatchObject({
      email: null,
      password: null,
    });
    expect(ZCreateMemberRequest.parse({ ...base, login_type: 1 }).tel_number).toBeNull();
  });

  it('applies the worker-list rules only when the list is required', () => {
    const empty = {
      member_profile: {},
      member_occupations: [],
      member_insurance: { member_accidents: [], member_healths: [] },
      member_license: { member_licenses: [] },
      member_certificate: { member_certificates: [] },
    };
    expect(messages({ ...base, worker_list_data: empty })).toEqual([]);
    expect(messages({ ...base, worker_list_required: 1, worker_list_data: empty })).toHaveLength(6);
    expect(messages({ ...base, worker_list_required: 1, worker_list_data: workerList })).toEqual([]);
    const zeroDate = {
      ...workerList,
      member_profile: { ...workerList.member_profile, employment_date: '0000-00-00' },
    };
    expect(messages({ ...base, worker_list_required: 1, worker_list_data: zeroDate })).toEqual([
      'worker_list_data.member_profile.employment_date: 雇入年月日を入力してください。',
    ]);
  });

  it('limits license names to 40 half-width (20 full-width) characters', () => {
    const long = {
      ...workerList,
      member_license: {
        license_memo: null,
        member_licenses: [{ license_name: 'あ'.repeat(21), license_occupations: [] }],
      },
    };
    expect(messages({ ...base, worker_list_data: long })).toEqual([
      'worker_list_data.member_license.member_licenses.0.license_name: 資格・免許名は全角20文字(半角40文字)以下で入力してください。',
    ]);
  });

  it('changes the password on update only when one is given', () => {
    const { password: _p, password_confirmation: _c, ...rest } = base;
    expect(ZUpdateMemberRequest.safeParse({ ...rest, member_id: 100 }).success).toBe(true);
  });

  it('reports worker list data that is not JSON', () => {
    expect(messages({ ...base, worker_list_data: '{not json' })).toEqual([
      'worker_list_data: JSONの形式に誤りがあります',
    ]);
  });
});
