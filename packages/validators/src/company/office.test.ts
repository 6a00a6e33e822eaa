import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { contactAddressPayload, EMPTY_CONTACT_ADDRESS_FORM } from './contactAddress.ts';
import { EMPTY_OFFICE_FORM, officeFormSchema, officeSchema } from './office.ts';

const form = { ...EMPTY_OFFICE_FORM, name: '福岡営業所' };

describe('officeSchema (core §5 limits on an office)', () => {
  it('needs a name of at most 50 characters, on one line', () => {
    expect(issuesOf(officeSchema, {})).toEqual({ name: ['営業所名を入力してください。'] });
    expect(issuesOf(officeSchema, { name: 'あ'.repeat(50) })).toEqual({});
    expect(issuesOf(officeSchema, { name: 'あ'.repeat(51) })).toEqual({
      name: ['50文字以下で入力してください'],
    });
    expect(issuesOf(officeSchema, { name: '福岡\n営業所' })).toEqual({
      name: ['制御文字は使用できません。'],
    });
  });

  it('takes an optional kana of at most 50 characters, on one line', () => {
    expect(issuesOf(officeSchema, { name: '本社', name_kana: 'ア'.repeat(50) })).toEqual({});
    expect(issuesOf(officeSchema, { name: '本社', name_kana: 'ア'.repeat(51) })).toEqual({
      name_kana: ['50文字以下で入力してください'],
    });
    expect(issuesOf(officeSchema, { name: '本社', name_kana: 'ホン\tシャ' })).toEqual({
      name_kana: ['制御文字は使用できません。'],
    });
  });

  it('checks each given address line against the company limits 20/10/20, on one line', () => {
    const at = {
      name: '本社',
      address1: 'あ'.repeat(20),
      address2: 'あ'.repeat(10),
      address3: 'あ'.repeat(20),
    };
    expect(issuesOf(officeSchema, at)).toEqual({});
    const over = {
      name: '本社',
      address1: 'あ'.repeat(21),
      address2: 'あ'.repeat(11),
      address3: 'あ'.repeat(21),
    };
    expect(issuesOf(officeSchema, over)).toEqual({
      address1: ['20文字以下で入力してください'],
      address2: ['10文字以下で入力してください'],
      address3: ['20文字以下で入力してください'],
    });
    const broken = { name: '本社', address1: '福岡市\n中央区', address2: '1\n1', address3: 'ビル\r\n3F' };
    expect(issuesOf(officeSchema, broken)).toEqual({
      address1: ['制御文字は使用できません。'],
      address2: ['制御文字は使用できません。'],
      address3: ['制御文字は使用できません。'],
    });
  });

  it('checks a given postcode, telephone and fax number, each on one line', () => {
    expect(
      issuesOf(officeSchema, {
        name: '本社',
        postcode: '810-0001',
        telephone_number: '092-123-4567',
        fax_number: '092-123-4568',
      }),
    ).toEqual({});
    expect(
      issuesOf(officeSchema, {
        name: '本社',
        postcode: '81000',
        telephone_number: '0921',
        fax_number: 'fax',
      }),
    ).toEqual({
      postcode: ['7桁の数字で入力してください。'],
      telephone_number: ['正しい電話番号を入力してください。'],
      fax_number: ['正しいFAX番号を入力してください。'],
    });
    // The phone rule ignores layout characters, so only the single-line rule refuses a pasted line break.
    expect(
      issuesOf(officeSchema, {
        name: '本社',
        telephone_number: '092-123-4567\n',
        fax_number: '092\t123\t4568',
      }),
    ).toEqual({
      telephone_number: ['制御文字は使用できません。'],
      fax_number: ['制御文字は使用できません。'],
    });
  });

  it('refuses a prefecture outside 1–47 with the select message', () => {
    expect(issuesOf(officeSchema, { name: '本社', prefecture_id: 40 })).toEqual({});
    expect(issuesOf(officeSchema, { name: '本社', prefecture_id: 48 })).toEqual({
      prefecture_id: ['都道府県を選択してください。'],
    });
  });
});

describe('officeFormSchema (the /setting/office form)', () => {
  it('starts from an empty form with every field blank', () => {
    expect(EMPTY_OFFICE_FORM).toEqual({
      name: '',
      name_kana: '',
      postcode: '',
      prefecture_id: '',
      address1: '',
      address2: '',
      address3: '',
      telephone_number: '',
      fax_number: '',
    });
    expect(issuesOf(officeFormSchema, EMPTY_OFFICE_FORM)).toEqual({ name: ['営業所名を入力してください。'] });
  });

  it('trims the name, sends blanks as null and the postcode without its hyphen', () => {
    expect(
      officeFormSchema.parse({
        ...form,
        name: ' 福岡営業所 ',
        name_kana: ' ',
        postcode: '810-0001',
        prefecture_id: '40',
      }),
    ).toEqual({
      name: '福岡営業所',
      name_kana: null,
      postcode: '8100001',
      prefecture_id: 40,
      address1: null,
      address2: null,
      address3: null,
      telephone_number: null,
      fax_number: null,
    });
  });

  it("reports the payload's issues on the form's fields", () => {
    expect(issuesOf(officeFormSchema, { ...form, address2: 'あ'.repeat(11), fax_number: '12' })).toEqual({
      address2: ['10文字以下で入力してください'],
      fax_number: ['正しいFAX番号を入力してください。'],
    });
  });
});

describe('contactAddressPayload', () => {
  it('turns the empty form into nulls', () => {
    expect(contactAddressPayload(EMPTY_CONTACT_ADDRESS_FORM)).toEqual({
      postcode: null,
      prefecture_id: null,
      address1: null,
      address2: null,
      address3: null,
      telephone_number: null,
      fax_number: null,
    });
  });

  it('trims each line and keeps a postcode without a hyphen as it is', () => {
    expect(
      contactAddressPayload({
        postcode: ' 8100001 ',
        prefecture_id: '13',
        address1: ' 千代田区 ',
        address2: '1-1',
        address3: ' ',
        telephone_number: ' 03-1234-5678',
        fax_number: '03-1234-5679 ',
      }),
    ).toEqual({
      postcode: '8100001',
      prefecture_id: 13,
      address1: '千代田区',
      address2: '1-1',
      address3: null,
      telephone_number: '03-1234-5678',
      fax_number: '03-1234-5679',
    });
  });
});
