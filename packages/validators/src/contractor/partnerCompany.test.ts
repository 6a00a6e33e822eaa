import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGE } from '../input/bounds.ts';
import {
  EMPTY_PARTNER_COMPANY_FORM,
  existingPartnerFormSchema,
  PARTNER_COMPANY_MESSAGE,
  partnerCompanyFormSchema,
  partnerCompanySchema,
  partnerLogoProblem,
  partnerSearchText,
} from './partnerCompany.ts';

const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('partnerCompanySchema', () => {
  it('needs a name and nothing else', () => {
    expect(partnerCompanySchema.safeParse({ company_name: '株式会社木村設備' }).success).toBe(true);
    expect(messagesOf(partnerCompanySchema.safeParse({ company_name: '  ' }))).toEqual({
      company_name: PARTNER_COMPANY_MESSAGE.nameRequired,
    });
  });

  it('bounds the name at 50 characters and the address lines at the company limits', () => {
    const r = partnerCompanySchema.safeParse({
      company_name: 'あ'.repeat(51),
      address1: 'あ'.repeat(21),
      address2: 'あ'.repeat(11),
      represent_name1: 'あ'.repeat(21),
    });
    expect(messagesOf(r)).toEqual({
      company_name: '50文字以下で入力してください',
      address1: '20文字以下で入力してください',
      address2: '10文字以下で入力してください',
      represent_name1: '20文字以下で入力してください',
    });
    expect(
      partnerCompanySchema.safeParse({ company_name: 'あ'.repeat(50), address1: 'あ'.repeat(20) }).success,
    ).toBe(true);
  });

  it('checks phone, fax, postcode and url only when given', () => {
    const r = partnerCompanySchema.safeParse({
      company_name: 'x',
      telephone_number: '12',
      fax_number: 'abc',
      postcode: '12',
      url: 'not a url',
    });
    expect(Object.keys(messagesOf(r)).sort()).toEqual(['fax_number', 'postcode', 'telephone_number', 'url']);
    expect(
      partnerCompanySchema.safeParse({
        company_name: 'x',
        telephone_number: '092-611-2233',
        postcode: '8120011',
      }).success,
    ).toBe(true);
  });

  it('refuses a line break in a single-line field', () => {
    expect(partnerCompanySchema.safeParse({ company_name: '木村\n設備' }).success).toBe(false);
  });
});

describe('partnerCompanyFormSchema', () => {
  it('turns blank strings into null and the prefecture into a number', () => {
    const r = partnerCompanyFormSchema.safeParse({
      ...EMPTY_PARTNER_COMPANY_FORM,
      company_name: ' 株式会社木村設備 ',
      prefecture_id: '40',
      postcode: '812-0011',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      company_name: '株式会社木村設備',
      prefecture_id: 40,
      postcode: '8120011',
      url: null,
    });
  });

  it('reports the payload rules on the form fields', () => {
    const r = partnerCompanyFormSchema.safeParse(EMPTY_PARTNER_COMPANY_FORM);
    expect(messagesOf(r)).toEqual({ company_name: PARTNER_COMPANY_MESSAGE.nameRequired });
  });
});

describe('existingPartnerFormSchema', () => {
  it('takes half-width digits as the company id', () => {
    expect(existingPartnerFormSchema.safeParse({ company_id: ' 42 ' }).data).toEqual({ company_id: 42 });
  });

  it.each([
    ['', PARTNER_COMPANY_MESSAGE.companyIdRequired],
    ['４２', PARTNER_COMPANY_MESSAGE.companyIdDigits],
    ['12a', PARTNER_COMPANY_MESSAGE.companyIdDigits],
    ['0', PARTNER_COMPANY_MESSAGE.companyIdDigits],
    ['9999999999', PARTNER_COMPANY_MESSAGE.companyIdDigits],
  ])('refuses %j with its message', (company_id, message) => {
    expect(messagesOf(existingPartnerFormSchema.safeParse({ company_id }))).toEqual({ company_id: message });
  });
});

describe('partnerLogoProblem', () => {
  it('takes jpeg, gif and png up to 5 MB', () => {
    expect(partnerLogoProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(partnerLogoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      PARTNER_COMPANY_MESSAGE.logoSize,
    );
    expect(partnerLogoProblem({ type: 'image/webp', size: 10 })).toBe(PARTNER_COMPANY_MESSAGE.logoType);
  });
});

describe('partnerSearchText', () => {
  it('matches full-width input against half-width data', () => {
    const text = partnerSearchText({
      name: '株式会社木村設備',
      name_kana: 'キムラセツビ',
      telephone_number: '092-611-2233',
      represent_name: '木村 一郎',
    });
    expect(text.includes('０９２'.normalize('NFKC'))).toBe(true);
    expect(text.includes('キムラ')).toBe(true);
  });
});

describe('partner company fields at their edges', () => {
  it('keeps names and kana on one line', () => {
    for (const field of ['name_kana', 'represent_name1', 'person_in_charge_name'])
      expect(
        messagesOf(partnerCompanySchema.safeParse({ company_name: '木村設備', [field]: 'キムラ\nセツビ' })),
        field,
      ).toEqual({ [field]: INPUT_MESSAGE.controlChars });
  });

  it('starts the form with every input blank', () => {
    expect(EMPTY_PARTNER_COMPANY_FORM).toEqual({
      company_name: '',
      name_kana: '',
      postcode: '',
      prefecture_id: '',
      address1: '',
      address2: '',
      address3: '',
      telephone_number: '',
      fax_number: '',
      url: '',
      represent_name1: '',
      represent_name2: '',
      represent_kana1: '',
      represent_kana2: '',
      person_in_charge_name: '',
    });
  });

  it('searches the name, kana, phone and representative as one half-width, lower-case text, skipping blanks', () => {
    expect(
      partnerSearchText({
        name: 'ＫＩＭＵＲＡ設備',
        name_kana: null,
        telephone_number: '０９２-611-2233',
        represent_name: '木村 一郎',
      }),
    ).toBe('kimura設備 092-611-2233 木村 一郎');
  });

  it('takes company ids 1 to 2147483647', () => {
    for (const [company_id, id] of [
      ['1', 1],
      ['2147483647', 2147483647],
    ] as const)
      expect(existingPartnerFormSchema.safeParse({ company_id }).data).toEqual({ company_id: id });
    for (const company_id of ['0', '2147483648'])
      expect(messagesOf(existingPartnerFormSchema.safeParse({ company_id }))).toEqual({
        company_id: PARTNER_COMPANY_MESSAGE.companyIdDigits,
      });
  });
});
