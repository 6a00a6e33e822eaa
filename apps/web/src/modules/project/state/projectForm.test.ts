import { makeCaseRow } from '@genba/api-client/fixtures';
import { EMPTY_PROJECT_FORM } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import {
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
});
