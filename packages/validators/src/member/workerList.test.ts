import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  birthDateOf,
  isEnteredDate,
  requiredWorkerListIssues,
  WORKER_LIST_LIMIT,
  workerListDataSchema,
} from './workerList.ts';

const complete = {
  member_profile: {
    date_of_birth: '1990-04-01',
    employment_date: '2020-04-01',
    present_address: '福岡県福岡市博多区博多駅前2丁目',
    present_tel: '092-123-4567',
    blood_type: 'A',
  },
  member_occupations: [{ m_occupation_id: 1, experience_years: 5, occupation_types: [1] }],
  member_insurance: { member_healths: [{ diagnosis_date: '2025-04-01' }] },
};

describe('requiredWorkerListIssues', () => {
  it('finds nothing missing in a complete list', () => {
    expect(requiredWorkerListIssues(complete)).toEqual([]);
  });

  it('asks for every required field of an empty list, the first health row included', () => {
    expect(requiredWorkerListIssues(null)).toEqual([
      { path: ['member_profile', 'date_of_birth'], message: '生年月日を入力してください。' },
      { path: ['member_profile', 'employment_date'], message: '雇入年月日を入力してください。' },
      { path: ['member_profile', 'present_address'], message: '現住所を入力してください。' },
      { path: ['member_profile', 'present_tel'], message: '現住所の電話番号を入力してください。' },
      { path: ['member_profile', 'blood_type'], message: '血液型を選択してください。' },
      {
        path: ['member_insurance', 'member_healths', 0, 'diagnosis_date'],
        message: '健康診断日を入力してください。',
      },
    ]);
  });

  it('treats blanks, zero dates and empty type lists as missing, per occupation and health row', () => {
    const issues = requiredWorkerListIssues({
      member_profile: {
        ...complete.member_profile,
        employment_date: '0000-00-00',
        present_address: '   ',
        blood_type: '',
      },
      member_occupations: [
        { m_occupation_id: 1, experience_years: 0, occupation_types: 2 },
        { m_occupation_id: 2, experience_years: null, occupation_types: [] },
      ],
      member_insurance: {
        member_healths: [{ diagnosis_date: '2025-04-01' }, { diagnosis_date: '0000-00-00' }],
      },
    });
    expect(issues.map((i) => i.path.join('.'))).toEqual([
      'member_profile.employment_date',
      'member_profile.present_address',
      'member_profile.blood_type',
      'member_occupations.1.occupation_types',
      'member_occupations.1.experience_years',
      'member_insurance.member_healths.1.diagnosis_date',
    ]);
    expect(issues[3]?.message).toBe('職種を選択してください。');
    expect(issues[4]?.message).toBe('経験年数を入力してください。');
  });
});

describe('workerListDataSchema', () => {
  it('accepts a complete list and an empty one', () => {
    expect(issuesOf(workerListDataSchema, complete)).toEqual({});
    expect(issuesOf(workerListDataSchema, {})).toEqual({});
  });

  it('checks phone numbers and the display length of names and memos', () => {
    expect(WORKER_LIST_LIMIT).toEqual({ name: 40, memo: 100 });
    const issues = issuesOf(workerListDataSchema, {
      member_profile: { home_tel: '090-1234-56789', present_tel: '12345' },
      member_insurance: {
        member_accidents: [{ insurance_company_name: 'あ'.repeat(21), insurance_number: '1'.repeat(41) }],
      },
      member_license: { license_memo: 'あ'.repeat(51), member_licenses: [{ license_name: 'a'.repeat(41) }] },
      member_certificate: {
        certificate_memo: 'a'.repeat(101),
        member_certificates: [{ certificate_name: 'あ'.repeat(21) }],
      },
    });
    expect(issues).toEqual({
      'member_profile.home_tel': ['正しい電話番号を入力してください。'],
      'member_profile.present_tel': ['正しい電話番号を入力してください。'],
      'member_insurance.member_accidents.0.insurance_company_name': [
        '保険会社名は全角20文字(半角40文字)以下で入力してください。',
      ],
      'member_insurance.member_accidents.0.insurance_number': [
        '保険番号は全角20文字(半角40文字)以下で入力してください。',
      ],
      'member_license.license_memo': ['資格・免許のメモは全角50文字(半角100文字)以下で入力してください。'],
      'member_license.member_licenses.0.license_name': [
        '資格・免許名は全角20文字(半角40文字)以下で入力してください。',
      ],
      'member_certificate.certificate_memo': [
        '修了証のメモは全角50文字(半角100文字)以下で入力してください。',
      ],
      'member_certificate.member_certificates.0.certificate_name': [
        '修了証名は全角20文字(半角40文字)以下で入力してください。',
      ],
    });
  });

  it('accepts values at the limits', () => {
    expect(
      issuesOf(workerListDataSchema, {
        member_license: {
          license_memo: 'あ'.repeat(50),
          member_licenses: [{ license_name: 'a'.repeat(40) }],
        },
      }),
    ).toEqual({});
  });
});

describe('a birth date from its parts', () => {
  it('needs a real year, month and day: a missing, blank or zero part makes none', () => {
    expect(birthDateOf({ year: 1980, month: 4, day: 1 })).toBe('1980-04-01');
    expect(birthDateOf({ year: '1980', month: '12', day: '31' })).toBe('1980-12-31');
    for (const parts of [
      { year: 1980, month: null, day: 1 },
      { year: 1980, month: 4 },
      { year: '', month: 4, day: 1 },
      { year: 1980, month: ' ', day: 1 },
      { year: 1980, month: 4, day: '' },
      { year: 1980, month: 0, day: 1 },
      { year: 0, month: 4, day: 1 },
    ])
      expect(birthDateOf(parts), JSON.stringify(parts)).toBeNull();
  });

  it('counts no date of the legacy zero year as entered', () => {
    expect(isEnteredDate('0000-01-01')).toBe(false);
    expect(isEnteredDate('1000-01-01')).toBe(true);
  });
});
