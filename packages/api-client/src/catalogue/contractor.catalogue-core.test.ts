import { describe, expect, it } from 'vitest';
import {
  ZContractorListQuery,
  ZSubcontractorInviteRequest,
  ZUpdateSubcontractorCompanyRequest,
} from '../schemas/contractor.ts';
import { subcontractorEndpoints } from './subcontractor.ts';

const company = {
  company_name: '有限会社佐藤設備',
  postcode: '813-0034',
  prefecture_id: '40',
  address1: '福岡市東区',
  address2: '多の津3-3-3',
  telephone_number: '092-611-2233',
  represent_name1: '佐藤',
};

describe('contractor list query', () => {
  it('reads member_represent joined by commas, as the spec sends it', () => {
    const query = ZContractorListQuery.parse({
      member_represent: '100,101',
      prefecture_id: '40',
      limit: '30',
    });
    expect(query).toMatchObject({ member_represent: [100, 101], prefecture_id: 40, offset: 0, limit: 30 });
  });
});

describe('subcontractor updateCompany', () => {
  it('is a multipart POST that accepts the method override and string fields', () => {
    expect(subcontractorEndpoints.updateCompany.bodyType).toBe('multipart');
    const parsed = ZUpdateSubcontractorCompanyRequest.parse({ ...company, _method: 'PUT', id: '2' });
    expect(parsed).toMatchObject({ id: 2, prefecture_id: 40, postcode: '8130034' });
  });

  it('applies the company limits of core §5 to the partner payload, where only the name is required', () => {
    const issues = ZUpdateSubcontractorCompanyRequest.safeParse({
      ...company,
      id: 2,
      address1: 'あ'.repeat(21),
      address2: '',
      postcode: '81300',
    }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.')).sort()).toEqual(['address1', 'postcode']);
    expect(ZUpdateSubcontractorCompanyRequest.safeParse({ id: 2, company_name: '' }).success).toBe(false);
    expect(ZUpdateSubcontractorCompanyRequest.safeParse({ id: 2, company_name: '木村設備' }).success).toBe(
      true,
    );
  });
});

describe('subcontractor invitations', () => {
  it('refuses a duplicate phone number and a missing name with the spec’s messages', () => {
    const result = ZSubcontractorInviteRequest.safeParse({
      invitation_type: 1,
      id: 1,
      invitations: [
        { name1: '田中', tel_number: '080-3456-7890' },
        { name1: '', tel_number: '08034567890' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      ['お名前(姓)を入力してください。', '同じ電話番号は招待できません。'].sort(),
    );
  });

  it('needs an e-mail on every row of an e-mail invitation', () => {
    const result = ZSubcontractorInviteRequest.safeParse({
      invitation_type: 2,
      id: 1,
      invitations: [{ name1: '田中' }],
    });
    expect(result.error?.issues[0]?.message).toBe('正しいメールアドレスを入力してください。');
  });
});
