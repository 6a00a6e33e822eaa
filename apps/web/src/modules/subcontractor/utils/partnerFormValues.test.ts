import { makeSubcontractor } from '@genba/api-client/fixtures';
import { partnerCompanyFormSchema } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { partnerDetailOf, partnerFormValuesOf } from './partnerFormValues.ts';

describe('partnerFormValuesOf', () => {
  it('round-trips a listed company through the form schema unchanged', () => {
    const listed = makeSubcontractor({ fax_number: null, url: 'https://kimura.example.jp' });
    const payload = partnerCompanyFormSchema.parse(partnerFormValuesOf(listed));
    expect(payload).toMatchObject({
      company_name: listed.company.name,
      prefecture_id: 40,
      postcode: '8120011',
      fax_number: null,
      url: 'https://kimura.example.jp',
      represent_name1: '佐藤',
    });
  });
});

describe('partnerDetailOf', () => {
  it('leaves out what the company has not given', () => {
    expect(partnerDetailOf(makeSubcontractor())).toBe(
      '代表者 佐藤 健一　電話 092-611-2233　所属メンバー 4人',
    );
    expect(
      partnerDetailOf(makeSubcontractor({ represent_name: null, telephone_number: null, member_count: 0 })),
    ).toBe('所属メンバー 0人');
  });
});
