import { makeCaseRow, makePrimeContractor } from '@genba/api-client/fixtures';
import { EMPTY_PROJECT_FORM } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import {
  toDataProtec,
  toFormdata,
  toFormValues,
  toMemberIds,
  toSubManagerIds,
  unwrapFormdataErrors,
} from './projectForm.ts';

describe('project form values', () => {
  it('turns the strings into the request, empty meaning none', () => {
    const data = toFormdata(
      {
        ...EMPTY_PROJECT_FORM,
        case_name: '試験',
        office_id: '3',
        customer_id: '',
        case_status: '0',
        memo: '  ',
      },
      { latitude: 33.5, longitude: 130.4 },
    );
    expect(data).toMatchObject({
      case_name: '試験',
      office_id: 3,
      customer_id: null,
      case_status: 0,
      memo: null,
    });
    expect(data).toMatchObject({ latitude: 33.5, longitude: 130.4, construction_start_date: null });
  });

  it('reads a stored project back into the form', () => {
    const values = toFormValues(makeCaseRow({ customer_id: null, construction_end_date: '2026-11-30' }));
    expect(values).toMatchObject({ customer_id: '', construction_end_date: '2026-11-30', case_status: '0' });
  });

  it('sends the checked members once each, and reads the stored ones back', () => {
    expect(toMemberIds({ ...EMPTY_PROJECT_FORM, member_ids: ['12', '7', '12'] })).toEqual([12, 7]);
    expect(toFormValues(makeCaseRow(), [7, 12]).member_ids).toEqual(['7', '12']);
    expect(toSubManagerIds({ ...EMPTY_PROJECT_FORM, sub_manager_ids: ['9', '9', '4'] })).toEqual([9, 4]);
    expect(toFormValues(makeCaseRow(), [7, 12], [12]).sub_manager_ids).toEqual(['12']);
    expect(toFormValues(makeCaseRow()).member_ids).toEqual([]);
  });

  it('sends the chosen teams once each (an empty list takes the project out of every team), and reads them back', () => {
    const pick = (team_names: string[]) =>
      toFormdata({ ...EMPTY_PROJECT_FORM, case_name: '試験', office_id: '3', team_names }, null).team_names;
    expect(pick(['塗装班', '大工班', '塗装班'])).toEqual(['塗装班', '大工班']);
    expect(pick([])).toEqual([]);
    expect(toFormValues(makeCaseRow({ team_names: ['設備班'] })).team_names).toEqual(['設備班']);
  });

  it('puts the server’s formdata.* errors on the form’s fields', () => {
    const result = unwrapFormdataErrors({
      ok: false as const,
      fieldErrors: { 'formdata.case_name': '案件名を入力してください', subManager: '副担当者…' },
    });
    expect(result.fieldErrors).toEqual({
      case_name: '案件名を入力してください',
      sub_manager_ids: '副担当者…',
    });
  });

  it('sends the 工事受付 with the chosen contractor’s company, and reads a stored reception back', () => {
    const contractor = makePrimeContractor({ relation_id: 40, company_id: 7 });
    const values = {
      ...EMPTY_PROJECT_FORM,
      construction_type_id: '2',
      reception_date: '2026-11-20',
      reception_number: ' YM-1 ',
      prime_relation_id: '40',
      prime_contractor_office_id: '11',
      prime_contractor_member: '',
      m_construction_type_id: '5',
    };
    expect(toFormdata(values, null).construction_type_id).toBe(2);
    const dataProtec = toDataProtec(values, [contractor]);
    expect(dataProtec).toEqual({
      reception_date: '2026-11-20',
      reception_number: 'YM-1',
      pc_t_subcontractor_relation_id: 40,
      prime_contractor_company_id: 7,
      prime_contractor_office_id: 11,
      prime_contractor_member: null,
      m_construction_type_id: 5,
    });
    const back = toFormValues(makeCaseRow({ construction_type_id: 2 }), [], [], {
      field_id: 500,
      ...dataProtec,
      reception_date: '2026-11-20',
      reception_number: 'YM-1',
      pc_t_subcontractor_relation_id: 40,
      prime_contractor_company_id: 7,
      prime_contractor_office_id: 11,
      prime_contractor_member: null,
      m_construction_type_id: 5,
    });
    expect(back).toMatchObject({
      construction_type_id: '2',
      prime_relation_id: '40',
      prime_contractor_office_id: '11',
      prime_contractor_member: '',
      m_construction_type_id: '5',
    });
  });

  it('puts the server’s dataProtec.* errors on the reception’s fields, the relation’s on 元請会社', () => {
    const result = unwrapFormdataErrors({
      ok: false as const,
      fieldErrors: {
        'dataProtec.pc_t_subcontractor_relation_id': 'x',
        'dataProtec.prime_contractor_member': 'y',
      },
    });
    expect(result.fieldErrors).toEqual({ prime_relation_id: 'x', prime_contractor_member: 'y' });
  });
});
