import { describe, expect, it } from 'vitest';
import { OFFICE_MESSAGE, officeFormSchema } from '../company/office.ts';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import {
  EMPTY_MEMBER_COSTS_FORM,
  EMPTY_MEMBER_FORM,
  EMPTY_WORKER_LIST_FORM,
  fromWorkerListData,
  memberFormValuesSchema,
  toWorkerListData,
} from './form.ts';
import { MEMBER_MESSAGE } from './schema.ts';
import { WORKER_LIST_MESSAGE } from './workerList.ts';
import { MEMBER_WRITE_MESSAGE, memberDeleteProblem, memberWriteProblems } from './writeRules.ts';

const filled = {
  ...EMPTY_MEMBER_FORM,
  name1: '佐藤',
  auth_id: '1',
  office_id: '3',
  email: 'sato@example.com',
  tel_number: '090-1234-5678',
  password: 'abc123',
  password_confirmation: 'abc123',
};
const messagesOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('memberFormValuesSchema', () => {
  it('turns the text values into the member payload', () => {
    const out = memberFormValuesSchema({ passwordRequired: true }).parse(filled);
    expect(out).toMatchObject({ name1: '佐藤', name2: null, auth_id: 1, office_id: 3, login_type: 3 });
    expect(out.worker_list_required).toBeNull();
  });

  it('reports the login-type rules on their fields', () => {
    const r = memberFormValuesSchema({ passwordRequired: true }).safeParse({
      ...filled,
      name1: ' ',
      email: 'bad',
      tel_number: '',
      password: '',
      password_confirmation: '',
      auth_id: '',
    });
    expect(messagesOf(r)).toMatchObject({
      name1: MEMBER_MESSAGE.name1Required,
      email: MEMBER_MESSAGE.emailInvalid,
      tel_number: MEMBER_MESSAGE.telRequired,
      password: MEMBER_MESSAGE.passwordRequired,
    });
    expect(messagesOf(r).auth_id).toBeTruthy();
  });

  it('needs no password or e-mail for a mobile-only member, and keeps the password when editing', () => {
    const mobile = { ...filled, login_type: '2', email: '', password: '', password_confirmation: '' };
    expect(memberFormValuesSchema({ passwordRequired: true }).safeParse(mobile).success).toBe(true);
    const edit = { ...filled, password: '', password_confirmation: '' };
    expect(memberFormValuesSchema({ passwordRequired: false }).safeParse(edit).success).toBe(true);
  });

  it('requires the worker list when the member or the company setting says so', () => {
    const own = memberFormValuesSchema({ passwordRequired: true }).safeParse({
      ...filled,
      worker_list_required: '1',
      worker_list: { ...EMPTY_WORKER_LIST_FORM, occupation_type: '大工' },
    });
    expect(messagesOf(own)).toMatchObject({
      'worker_list.date_of_birth': WORKER_LIST_MESSAGE.birthDateRequired,
      'worker_list.experience_years': WORKER_LIST_MESSAGE.experienceYearsRequired,
      'worker_list.diagnosis_date': WORKER_LIST_MESSAGE.diagnosisDateRequired,
    });
    const byCompany = memberFormValuesSchema({
      passwordRequired: true,
      companyRequiresWorkerList: (authId) => authId === 1,
    });
    expect(byCompany.safeParse(filled).success).toBe(false);
    expect(byCompany.safeParse({ ...filled, worker_list_required: '0' }).success).toBe(true);
  });

  it('round-trips the worker list through the spec shape', () => {
    const w = { ...EMPTY_WORKER_LIST_FORM, blood_type: 'A', occupation_type: '大工', experience_years: '5' };
    expect(fromWorkerListData(toWorkerListData(w))).toEqual(w);
  });
});

describe('where the member form shows each problem', () => {
  const long = 'あ'.repeat(41);

  it('keeps every filled worker-list row and reads each back', () => {
    const w = {
      ...EMPTY_WORKER_LIST_FORM,
      diagnosis_date: ' 2026-04-01 ',
      insurance_company_name: '現場損保',
      insurance_number: ' A-123 ',
      license_name: ' 玉掛け ',
      certificate_name: ' 足場の組立て ',
    };
    const data = toWorkerListData(w);
    expect(data.member_insurance).toEqual({
      member_accidents: [{ insurance_company_name: '現場損保', insurance_number: 'A-123' }],
      member_healths: [{ diagnosis_date: '2026-04-01' }],
    });
    expect(data.member_license?.member_licenses).toEqual([{ license_name: '玉掛け' }]);
    expect(data.member_certificate?.member_certificates).toEqual([{ certificate_name: '足場の組立て' }]);
    expect(
      toWorkerListData({ ...EMPTY_WORKER_LIST_FORM, insurance_number: 'A-1' }).member_insurance
        ?.member_accidents,
    ).toEqual([{ insurance_company_name: null, insurance_number: 'A-1' }]);
  });

  it('puts worker-list problems on the inputs they come from', () => {
    const r = memberFormValuesSchema({ passwordRequired: true }).safeParse({
      ...filled,
      worker_list: {
        ...EMPTY_WORKER_LIST_FORM,
        insurance_company_name: long,
        insurance_number: long,
        license_name: long,
        certificate_name: long,
      },
    });
    expect(Object.keys(messagesOf(r)).sort()).toEqual([
      'worker_list.certificate_name',
      'worker_list.insurance_company_name',
      'worker_list.insurance_number',
      'worker_list.license_name',
    ]);
  });

  it('asks for an office and puts pay problems on the cost and allowance inputs', () => {
    const r = memberFormValuesSchema({ passwordRequired: true }).safeParse({
      ...filled,
      office_id: '',
      costs: { ...filled.costs, cost: 'abc' },
      allowances: [{ name: '', cost: '', unit_id: '' }],
    });
    const issues = messagesOf(r);
    expect(issues.office_id).toBe(INPUT_MESSAGE.choice);
    expect(Object.keys(issues)).toContain('costs.cost');
    expect(Object.keys(issues).filter((k) => k.startsWith('allowances.0.')).length).toBeGreaterThan(0);
    expect(Object.keys(issues).some((k) => k.startsWith('company_member_allowance') || k === 'cost')).toBe(
      false,
    );
  });
});

describe('the worker list occupation', () => {
  it('stores the chosen company occupation by id (/setting/occupations) and reads it back', () => {
    const w = { ...EMPTY_WORKER_LIST_FORM, occupation_type: '12', experience_years: '3' };
    const data = toWorkerListData(w);
    expect(data.member_occupations).toEqual([
      { m_occupation_id: 12, occupation_types: '12', experience_years: '3' },
    ]);
    expect(fromWorkerListData(data).occupation_type).toBe('12');
  });

  it('keeps an older free-text occupation without an id', () => {
    const data = toWorkerListData({ ...EMPTY_WORKER_LIST_FORM, occupation_type: '大工' });
    expect(data.member_occupations?.[0]?.m_occupation_id).toBeNull();
    expect(fromWorkerListData(data).occupation_type).toBe('大工');
  });
});

describe('officeFormSchema', () => {
  it('needs a name and checks optional numbers', () => {
    const r = officeFormSchema.safeParse({
      name: '',
      name_kana: '',
      postcode: '12',
      prefecture_id: '',
      address1: '',
      address2: '',
      address3: '',
      telephone_number: 'x',
      fax_number: '',
    });
    expect(messagesOf(r)).toMatchObject({
      name: OFFICE_MESSAGE.nameRequired,
      postcode: OFFICE_MESSAGE.postcode,
      telephone_number: OFFICE_MESSAGE.telInvalid,
    });
  });
});

describe('memberWriteProblems', () => {
  const manager = { member_id: 1, auth_id: 2, office_ids: [1] };
  const officeManager = { member_id: 5, auth_id: 10, office_ids: [2] };
  it('lets a company manager give any in-company auth in any office', () => {
    const r = memberWriteProblems({
      actor: manager,
      target: null,
      authId: 2,
      memberType: 1,
      officeId: 2,
      companyOfficeIds: [1, 2],
    });
    expect(r).toEqual({ forbidden: null, issues: [] });
  });
  it('refuses company manager and other offices to an office manager, and their own auth change', () => {
    const r = memberWriteProblems({
      actor: officeManager,
      target: null,
      authId: 2,
      memberType: 1,
      officeId: 1,
      companyOfficeIds: [1, 2],
    });
    expect(r.issues.map((i) => i.path)).toEqual(['auth_id', 'office_id']);
    const own = memberWriteProblems({
      actor: officeManager,
      target: { member_id: 5, auth_id: 10, office_ids: [2] },
      authId: 1,
      memberType: 1,
      officeId: 2,
      companyOfficeIds: [1, 2],
    });
    expect(own.issues).toEqual([{ path: 'auth_id', message: MEMBER_WRITE_MESSAGE.ownAuth }]);
    const boss = memberWriteProblems({
      actor: officeManager,
      target: { member_id: 1, auth_id: 2, office_ids: [1] },
      authId: 2,
      memberType: 1,
      officeId: 2,
      companyOfficeIds: [1, 2],
    });
    expect(boss.forbidden).toBe(MEMBER_WRITE_MESSAGE.managerOnly);
  });
  it('refuses deleting oneself or, unless a company manager, a company manager', () => {
    expect(memberDeleteProblem(manager, { member_id: 1, auth_id: 2, office_ids: [1] })).toBe(
      MEMBER_WRITE_MESSAGE.deleteSelf,
    );
    expect(memberDeleteProblem(officeManager, { member_id: 1, auth_id: 2, office_ids: [2] })).toBe(
      MEMBER_WRITE_MESSAGE.managerOnly,
    );
    expect(memberDeleteProblem(manager, { member_id: 3, auth_id: 1, office_ids: [2] })).toBeNull();
  });
  it('ADR 008: keeps anyone but a company manager to the members of their own offices', () => {
    const elsewhere = { member_id: 7, auth_id: 12, office_ids: [1] };
    const here = { member_id: 8, auth_id: 12, office_ids: [1, 2] };
    expect(memberDeleteProblem(officeManager, elsewhere)).toBe(MEMBER_WRITE_MESSAGE.otherOffice);
    expect(memberDeleteProblem(officeManager, here)).toBeNull();
    expect(memberDeleteProblem(manager, { ...elsewhere, office_ids: [2] })).toBeNull();
    const edit = (target: typeof elsewhere) =>
      memberWriteProblems({
        actor: officeManager,
        target,
        authId: 12,
        memberType: 1,
        officeId: 2,
        companyOfficeIds: [1, 2],
      });
    expect(edit(elsewhere)).toEqual({ forbidden: MEMBER_WRITE_MESSAGE.otherOffice, issues: [] });
    expect(edit(here)).toEqual({ forbidden: null, issues: [] });
    // A member in no office at all is in no office of theirs either.
    expect(edit({ ...elsewhere, office_ids: [] }).forbidden).toBe(MEMBER_WRITE_MESSAGE.otherOffice);
  });
});

describe('companyFormSchema', () => {
  it('reports the core §5 required fields and returns the payload with a bare postcode', async () => {
    const { companyFormSchema, COMPANY_FORM_FIELDS } = await import('../company/form.ts');
    const { COMPANY_MESSAGE } = await import('../company/schema.ts');
    const empty = Object.fromEntries(COMPANY_FORM_FIELDS.map((k) => [k, '']));
    const r = companyFormSchema.safeParse(empty);
    expect(messagesOf(r)).toMatchObject({
      company_name: COMPANY_MESSAGE.nameRequired,
      prefecture_id: COMPANY_MESSAGE.prefectureRequired,
      represent_name1: COMPANY_MESSAGE.representName1Required,
    });
    const ok = companyFormSchema.parse({
      ...empty,
      company_name: '株式会社山田工務店',
      postcode: '812-0011',
      prefecture_id: '40',
      address1: '福岡市博多区',
      address2: '博多駅前1-1',
      telephone_number: '092-000-0000',
      represent_name1: '山田',
    });
    expect(ok).toMatchObject({ postcode: '8120011', prefecture_id: 40 });
  });
});

describe('the member form from its first render to its payload', () => {
  const schema = memberFormValuesSchema({ passwordRequired: true });

  it('starts blank, in-company and with both logins, every input holding text', () => {
    const blankWorkerList = {
      date_of_birth: '',
      blood_type: '',
      employment_date: '',
      present_address: '',
      present_tel: '',
      home_address: '',
      home_tel: '',
      occupation_type: '',
      experience_years: '',
      diagnosis_date: '',
      insurance_company_name: '',
      insurance_number: '',
      license_name: '',
      certificate_name: '',
    };
    expect(EMPTY_WORKER_LIST_FORM).toEqual(blankWorkerList);
    expect(EMPTY_MEMBER_FORM).toEqual({
      name1: '',
      name2: '',
      kana1: '',
      kana2: '',
      type: '1',
      auth_id: '',
      office_id: '',
      login_type: '3',
      email: '',
      tel_number: '',
      password: '',
      password_confirmation: '',
      worker_list_required: '',
      worker_list: blankWorkerList,
      costs: {
        cost_type: '',
        cost: '',
        hour_cost: '',
        monthly_cost: '',
        monthly_payment_cost: '',
        hour_allowance_cost: '',
        field_volume_cost: '',
      },
      allowances: [],
    });
  });

  it('refuses a value that is not the form object', () => {
    for (const value of [null, undefined, 'x', 1]) expect(schema.safeParse(value).success).toBe(false);
  });

  it('trims the name, keeps an entered password and sends a blank one as null', () => {
    const out = schema.parse({ ...filled, name1: ' 佐藤 ', kana1: ' サトウ ', type: '2' });
    expect(out).toMatchObject({
      name1: '佐藤',
      kana1: 'サトウ',
      type: 2,
      email: 'sato@example.com',
      tel_number: '090-1234-5678',
      password: 'abc123',
      password_confirmation: 'abc123',
    });
    const edit = memberFormValuesSchema({ passwordRequired: false }).parse({
      ...filled,
      password: '',
      password_confirmation: '',
    });
    expect(edit.password).toBeNull();
    expect(edit.password_confirmation).toBeNull();
  });

  it("sends the member's own worker-list setting as 1, 0 or null (left to the company)", () => {
    const required = (worker_list_required: '' | '0' | '1') =>
      memberFormValuesSchema({ passwordRequired: true, companyRequiresWorkerList: () => false }).parse({
        ...filled,
        worker_list_required,
        worker_list: {
          ...EMPTY_WORKER_LIST_FORM,
          date_of_birth: '1980-04-01',
          employment_date: '2020-04-01',
          present_address: '福岡市博多区',
          present_tel: '092-000-0000',
          blood_type: 'A',
          diagnosis_date: '2026-04-01',
        },
      }).worker_list_required;
    expect(required('1')).toBe(1);
    expect(required('0')).toBe(0);
    expect(required('')).toBeNull();
  });

  it('asks for a login type when none is chosen', () => {
    expect(messagesOf(schema.safeParse({ ...filled, login_type: '' })).login_type).toBe(
      MEMBER_MESSAGE.loginTypeRequired,
    );
  });

  it('sends the pay and the allowances as numbers', () => {
    const out = schema.parse({
      ...filled,
      costs: { ...EMPTY_MEMBER_COSTS_FORM, cost_type: '1', cost: '20000' },
      allowances: [{ name: '交通費', cost: '1000', unit_id: '1' }],
    });
    expect(out.costs).toEqual({
      cost_type: 1,
      cost: 20000,
      hour_cost: null,
      monthly_cost: null,
      monthly_payment_cost: null,
      hour_allowance_cost: null,
      field_volume_cost: null,
    });
    expect(out.company_member_allowance).toEqual([{ name: '交通費', cost: 1000, unit_id: 1 }]);
  });
});

describe('the worker list between the form and the spec shape', () => {
  it('sends no occupation, accident, health, licence or certificate row for blank inputs', () => {
    expect(toWorkerListData(EMPTY_WORKER_LIST_FORM)).toEqual({
      member_profile: {
        blood_type: null,
        date_of_birth: null,
        employment_date: null,
        present_address: null,
        present_tel: null,
        home_address: null,
        home_tel: null,
      },
      member_occupations: [],
      member_insurance: { member_accidents: [], member_healths: [] },
      member_license: { license_memo: null, member_licenses: [] },
      member_certificate: { certificate_memo: null, member_certificates: [] },
    });
  });

  it('takes an occupation id only when the whole choice is digits', () => {
    const idOf = (occupation_type: string) =>
      toWorkerListData({ ...EMPTY_WORKER_LIST_FORM, occupation_type }).member_occupations?.[0]
        ?.m_occupation_id;
    expect(idOf(' 12 ')).toBe(12);
    expect(idOf('12a')).toBeNull();
    expect(idOf('a12')).toBeNull();
    expect(idOf('第2種')).toBeNull();
  });

  it('reads a missing or partial worker list as blank inputs', () => {
    expect(fromWorkerListData(null)).toEqual(EMPTY_WORKER_LIST_FORM);
    expect(fromWorkerListData(undefined)).toEqual(EMPTY_WORKER_LIST_FORM);
    expect(fromWorkerListData({})).toEqual(EMPTY_WORKER_LIST_FORM);
    expect(
      fromWorkerListData({
        member_profile: null,
        member_occupations: [],
        member_insurance: {},
        member_license: {},
        member_certificate: {},
      }),
    ).toEqual(EMPTY_WORKER_LIST_FORM);
    expect(
      fromWorkerListData({ member_occupations: null, member_insurance: null, member_license: null }),
    ).toEqual(EMPTY_WORKER_LIST_FORM);
  });

  it('puts each required worker-list problem on its own input', () => {
    const r = memberFormValuesSchema({ passwordRequired: true }).safeParse({
      ...filled,
      worker_list_required: '1',
      worker_list: {
        ...EMPTY_WORKER_LIST_FORM,
        experience_years: '5',
        present_tel: '12',
        insurance_number: 'あ'.repeat(21),
      },
    });
    const issues = messagesOf(r);
    expect(issues['worker_list.occupation_type']).toBe(WORKER_LIST_MESSAGE.occupationTypeRequired);
    expect(issues['worker_list.experience_years']).toBeUndefined();
    expect(issues['worker_list.present_tel']).toBe(WORKER_LIST_MESSAGE.telInvalid);
    expect(issues['worker_list.insurance_number']).toBeTruthy();
    expect(issues['worker_list.insurance_company_name']).toBeUndefined();
  });
});
