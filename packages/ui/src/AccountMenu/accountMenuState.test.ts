import { describe, expect, it } from 'vitest';
import { accountMenuModel, switchRequestOf } from './accountMenuState.ts';

const companies = [
  { id: 1, name: '株式会社山田工務店' },
  { id: 2, name: '株式会社木村設備' },
];
const offices = [
  { id: 11, name: '福岡支店', is_head_office: false },
  { id: 10, name: '本社', is_head_office: true },
];

describe('accountMenuModel', () => {
  it('marks the current company and offers every company as a company switch', () => {
    const model = accountMenuModel({ companies, offices, currentCompanyId: 2, currentOfficeId: null });
    expect(model.companies.map((e) => [e.label, e.current, e.choice])).toEqual([
      ['株式会社山田工務店', false, { companyId: 1 }],
      ['株式会社木村設備', true, { companyId: 2 }],
    ]);
  });

  it('lists the head office first and marks the current office; an office choice keeps the company', () => {
    const model = accountMenuModel({ companies, offices, currentCompanyId: 1, currentOfficeId: 11 });
    expect(model.offices.map((e) => [e.label, e.current, e.choice])).toEqual([
      ['本社', false, { companyId: 1, officeId: 10 }],
      ['福岡支店', true, { companyId: 1, officeId: 11 }],
    ]);
    expect(model.currentOfficeName).toBe('福岡支店');
  });

  it('takes the first office as current when the session names none or an office not in the list', () => {
    for (const currentOfficeId of [null, 99]) {
      const model = accountMenuModel({ companies, offices, currentCompanyId: 1, currentOfficeId });
      expect(model.offices.find((e) => e.current)?.label).toBe('本社');
      expect(model.currentOfficeName).toBe('本社');
    }
  });

  it('offers no office choice with a single office, but still names it', () => {
    const one = offices.slice(1);
    const model = accountMenuModel({ companies, offices: one, currentCompanyId: 1, currentOfficeId: 10 });
    expect(model.offices).toEqual([]);
    expect(model.currentOfficeName).toBe('本社');
    expect(accountMenuModel({ companies, offices: [], currentCompanyId: 1, currentOfficeId: null })).toEqual({
      companies: expect.any(Array),
      offices: [],
      currentOfficeName: null,
    });
  });
});

describe('switchRequestOf', () => {
  it('sends office_id only for an office choice', () => {
    expect(switchRequestOf({ companyId: 2 })).toEqual({ company_id: 2 });
    expect(switchRequestOf({ companyId: 1, officeId: 11 })).toEqual({ company_id: 1, office_id: 11 });
  });
});
