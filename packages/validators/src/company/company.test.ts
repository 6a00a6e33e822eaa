import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { type CompanyFormValues, companyFormSchema, companyFormValuesOf } from './form.ts';
import { logoFileError } from './logo.ts';
import { companySchema, isValidReportCompanyName, reportCompanyNameSchema } from './schema.ts';

const ok = {
  company_name: '株式会社現場',
  postcode: '810-0001',
  prefecture_id: 40,
  address1: '福岡市中央区天神',
  address2: '1-1-1',
  telephone_number: '092-123-4567',
  represent_name1: '山田',
};

describe('companySchema', () => {
  it('accepts the required fields alone', () => expect(issuesOf(companySchema, ok)).toEqual({}));
  it('names every missing required field', () => {
    expect(issuesOf(companySchema, {})).toEqual({
      company_name: ['会社名を入力してください。'],
      postcode: ['郵便番号を入力してください。'],
      prefecture_id: ['都道府県を選択してください。'],
      address1: ['市区町村を入力してください。'],
      address2: ['番地を入力してください。'],
      telephone_number: ['電話番号を入力してください。'],
      represent_name1: ['代表者名(姓)を入力してください。'],
    });
  });
  it('limits address1 to 20, address2 to 10, address3 to 20 characters', () => {
    const at = { ...ok, address1: 'あ'.repeat(20), address2: 'あ'.repeat(10), address3: 'あ'.repeat(20) };
    expect(issuesOf(companySchema, at)).toEqual({});
    const over = { ...ok, address1: 'あ'.repeat(21), address2: 'あ'.repeat(11), address3: 'あ'.repeat(21) };
    expect(issuesOf(companySchema, over)).toEqual({
      address1: ['20文字以下で入力してください'],
      address2: ['10文字以下で入力してください'],
      address3: ['20文字以下で入力してください'],
    });
  });
  it('takes a 7-digit postcode', () => {
    expect(issuesOf(companySchema, { ...ok, postcode: '8100001' })).toEqual({});
    expect(issuesOf(companySchema, { ...ok, postcode: '810001' })).toEqual({
      postcode: ['7桁の数字で入力してください。'],
    });
  });
  it('takes prefecture codes 1 to 47', () => {
    expect(issuesOf(companySchema, { ...ok, prefecture_id: 47 })).toEqual({});
    expect(issuesOf(companySchema, { ...ok, prefecture_id: 48 })).toEqual({
      prefecture_id: ['都道府県を選択してください。'],
    });
    expect(issuesOf(companySchema, { ...ok, prefecture_id: 0 })).toEqual({
      prefecture_id: ['都道府県を選択してください。'],
    });
  });
  it('checks phone, fax and URL', () => {
    expect(
      issuesOf(companySchema, { ...ok, fax_number: '092-123-4568', url: 'https://genba.example.jp' }),
    ).toEqual({});
    expect(
      issuesOf(companySchema, { ...ok, telephone_number: '092-123', fax_number: '12', url: 'genba.jp' }),
    ).toEqual({
      telephone_number: ['正しい電話番号を入力してください。'],
      fax_number: ['正しいFAX番号を入力してください。'],
      url: ['正しいURLを入力してください。'],
    });
  });
});

describe('report company name', () => {
  it('allows 2 lines and 30 characters, not 3 lines or 31 characters', () => {
    expect(isValidReportCompanyName(`${'あ'.repeat(15)}\n${'い'.repeat(15)}`)).toBe(true);
    expect(isValidReportCompanyName('あ'.repeat(30))).toBe(true);
    expect(isValidReportCompanyName('あ'.repeat(31))).toBe(false);
    expect(isValidReportCompanyName('a\nb\nc')).toBe(false);
    expect(isValidReportCompanyName(`${'あ'.repeat(15)}\r\n${'い'.repeat(16)}`)).toBe(false);
    expect(issuesOf(reportCompanyNameSchema, { company_name: 'あ'.repeat(31) })).toEqual({
      company_name: ['会社名は2行以内・30文字以内で入力してください。'],
    });
  });
});

describe('logoFileError', () => {
  it('takes jpeg, jpg, gif and png up to 5 MB', () => {
    expect(logoFileError({ name: 'logo.PNG', size: 5 * 1024 * 1024 })).toBeNull();
    expect(logoFileError({ name: 'logo.png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'ロゴ画像は5MB以下のファイルを選択してください。',
    );
    expect(logoFileError({ name: 'logo.bmp', size: 1 })).toBe(
      'ロゴ画像はjpeg、jpg、gif、png形式のファイルを選択してください。',
    );
  });
});

describe('companyFormValuesOf', () => {
  const stored = {
    name: '株式会社山田工務店',
    name_kana: 'ヤマダコウムテン',
    url: 'https://yamada.example.com',
    represent_name1: '山田',
    represent_name2: '太郎',
    represent_kana1: 'ヤマダ',
    represent_kana2: 'タロウ',
    person_in_charge_name: '佐藤 花子 二世',
    company_detail: {
      postcode: '8120011',
      prefec_id: 40,
      address1: '福岡市博多区',
      address2: '博多駅前1-1',
      address3: '山田ビル',
      telephone_number: '092-000-0000',
      fax_number: '092-000-0001',
    },
  };

  it('fills every field from the stored company; the person in charge fills the surname, the rest the given name', () => {
    expect(companyFormValuesOf(stored)).toEqual({
      company_name: '株式会社山田工務店',
      name_kana: 'ヤマダコウムテン',
      postcode: '8120011',
      prefecture_id: '40',
      address1: '福岡市博多区',
      address2: '博多駅前1-1',
      address3: '山田ビル',
      telephone_number: '092-000-0000',
      fax_number: '092-000-0001',
      url: 'https://yamada.example.com',
      represent_name1: '山田',
      represent_name2: '太郎',
      represent_kana1: 'ヤマダ',
      represent_kana2: 'タロウ',
      person_in_charge_last_name: '佐藤',
      person_in_charge_first_name: '花子 二世',
      in_charge_kana1: '',
      in_charge_kana2: '',
    });
  });

  it('leaves the fields of unset values empty', () => {
    const values = companyFormValuesOf({
      ...stored,
      name_kana: null,
      url: null,
      represent_name1: null,
      represent_name2: null,
      represent_kana1: null,
      represent_kana2: null,
      person_in_charge_name: null,
      company_detail: {
        postcode: null,
        prefec_id: null,
        address1: null,
        address2: null,
        address3: null,
        telephone_number: null,
        fax_number: null,
      },
    });
    const { company_name, ...rest } = values;
    expect(company_name).toBe('株式会社山田工務店');
    expect(Object.values(rest).every((v) => v === '')).toBe(true);
    expect(Object.keys(rest)).toHaveLength(17);
  });
});

describe('companySchema optional names', () => {
  it('keeps every optional name and kana as given', () => {
    const names = {
      name_kana: 'カブシキガイシャゲンバ',
      represent_name2: '太郎',
      represent_kana1: 'ヤマダ',
      represent_kana2: 'タロウ',
      person_in_charge_last_name: '佐藤',
      person_in_charge_first_name: '花子',
      in_charge_kana1: 'サトウ',
      in_charge_kana2: 'ハナコ',
    };
    expect(companySchema.parse({ ...ok, ...names })).toMatchObject(names);
  });
});

describe('companyFormSchema (the /setting/company form)', () => {
  const form: CompanyFormValues = {
    company_name: ' 株式会社現場 ',
    name_kana: '',
    postcode: '810-0001',
    prefecture_id: '40',
    address1: '福岡市中央区天神',
    address2: '1-1-1',
    address3: '',
    telephone_number: '092-123-4567',
    fax_number: '',
    url: '',
    represent_name1: '山田',
    represent_name2: '',
    represent_kana1: '',
    represent_kana2: '',
    person_in_charge_last_name: '',
    person_in_charge_first_name: '',
    in_charge_kana1: '',
    in_charge_kana2: '',
  };

  it('trims every field, numbers the prefecture and drops the postcode hyphen', () => {
    expect(companyFormSchema.parse(form)).toMatchObject({
      company_name: '株式会社現場',
      prefecture_id: 40,
      postcode: '8100001',
      address3: '',
    });
  });

  it("reports the company payload's messages on the form's fields", () => {
    expect(
      issuesOf(companyFormSchema, {
        ...form,
        company_name: ' ',
        prefecture_id: '',
        address2: 'あ'.repeat(11),
      }),
    ).toEqual({
      company_name: ['会社名を入力してください。'],
      prefecture_id: ['都道府県を選択してください。'],
      address2: ['10文字以下で入力してください'],
    });
  });

  it('refuses a value that is not a form object', () => {
    expect(companyFormSchema.safeParse(null).success).toBe(false);
    expect(companyFormSchema.safeParse('株式会社現場').success).toBe(false);
  });
});
