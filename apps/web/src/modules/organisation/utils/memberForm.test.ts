import { makeMember } from '@genba/api-client/fixtures';
import { EMPTY_WORKER_LIST_FORM, memberFormValuesSchema } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { authOptionsFor, formValuesOf, memberRequestOf, officeOptionsFor } from './memberForm.ts';

describe('member form mapping', () => {
  it('reads a member into the form and back into the request', () => {
    const values = formValuesOf({
      ...makeMember({ login_offices: [2], worker_list_required: null }),
      worker_list_data: null,
    });
    expect(values).toMatchObject({
      office_id: '2',
      worker_list_required: '',
      worker_list: EMPTY_WORKER_LIST_FORM,
    });
    const out = memberFormValuesSchema({ passwordRequired: false }).parse(values);
    const body = memberRequestOf(out, 7);
    expect(body).toMatchObject({ company_id: 7, office_id: 2, password: null });
    expect(body).not.toHaveProperty('worker_list_required');
  });

  it('offers a non-manager neither company manager nor other offices', () => {
    expect(authOptionsFor(10)(1).map((o) => o.value)).not.toContain('2');
    expect(authOptionsFor(2)(2).map((o) => o.value)).toEqual(['3', '6']);
    const offices = [
      { id: 1, name: '本社' },
      { id: 2, name: '福岡支店' },
    ];
    expect(officeOptionsFor({ auth_id: 10, login_offices: [2] }, offices)).toEqual([
      { value: '2', label: '福岡支店' },
    ]);
    expect(officeOptionsFor({ auth_id: 2, login_offices: [] }, offices)).toHaveLength(2);
  });
});
