import { describe, expect, it } from 'vitest';
import { AUTH_ID } from '../auth/authId.ts';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { MEMBER_TYPE } from '../member/constants.ts';
import {
  EMPTY_PROJECT_FORM,
  isSubManagerCandidate,
  PROJECT_FORM_MESSAGE,
  projectFormSchema,
} from './form.ts';
import { caseTextSchema, PROJECT_MESSAGE } from './rules.ts';

/** The project form as the browser holds it (core §4, §5): strings in, the same rules as the request. */
const filled = {
  ...EMPTY_PROJECT_FORM,
  case_name: '博多駅前ビル新築工事',
  office_id: '3',
  member_ids: ['12', '15'],
};

describe('projectFormSchema', () => {
  it('takes a filled form with no dates', () => {
    expect(issuesOf(projectFormSchema, filled)).toEqual({});
    expect(projectFormSchema.parse(filled).member_ids).toEqual(['12', '15']);
  });

  it('needs a case name, an office and a completion status', () => {
    const issues = issuesOf(projectFormSchema, { ...EMPTY_PROJECT_FORM, case_status: '' });
    expect(issues.case_name).toEqual([PROJECT_MESSAGE.caseNameRequired]);
    expect(issues.office_id).toEqual([PROJECT_FORM_MESSAGE.office]);
    expect(issues.case_status).toEqual([PROJECT_MESSAGE.completionStatus]);
  });

  it('takes empty or YYYY-MM-DD dates and refuses anything else', () => {
    const dates = { construction_start_date: '2026-04-01', contract_date: '2026-03-15' };
    expect(issuesOf(projectFormSchema, { ...filled, ...dates })).toEqual({});
    for (const bad of ['2026/04/01', '2026-4-1', 'x2026-0401', '2026-04-1x'])
      expect(issuesOf(projectFormSchema, { ...filled, contract_date: bad }), bad).toEqual({
        contract_date: [PROJECT_FORM_MESSAGE.date],
      });
    expect(issuesOf(projectFormSchema, { ...filled, contract_date: '2026-04-011' }).contract_date).toContain(
      PROJECT_FORM_MESSAGE.date,
    );
  });

  it('refuses an end before the start on the end date; the same day or one date alone is fine', () => {
    const period = (start: string, end: string) =>
      issuesOf(projectFormSchema, { ...filled, construction_start_date: start, construction_end_date: end });
    expect(period('2026-04-10', '2026-04-09')).toEqual({
      construction_end_date: [PROJECT_MESSAGE.endDateAfterStart],
    });
    expect(period('2026-04-10', '2026-04-10')).toEqual({});
    expect(period('2026-04-10', '2026-05-01')).toEqual({});
    expect(period('2026-04-10', '')).toEqual({});
    expect(period('', '2026-04-09')).toEqual({});
  });

  it('refuses member ids that are not ids', () => {
    expect(issuesOf(projectFormSchema, { ...filled, member_ids: ['12', 'x'] })).toEqual({
      'member_ids.1': [PROJECT_FORM_MESSAGE.member],
    });
  });
});

describe('caseTextSchema', () => {
  it('bounds a short case text to the length it is given', () => {
    expect(caseTextSchema(5).safeParse('あいうえお').success).toBe(true);
    expect(caseTextSchema(5).safeParse('あいうえおか').success).toBe(false);
  });
});

describe('isSubManagerCandidate', () => {
  it('offers in-company members whose authority does not already make them room managers', () => {
    expect(isSubManagerCandidate({ type: MEMBER_TYPE.inCompany, auth_id: AUTH_ID.general })).toBe(true);
    expect(isSubManagerCandidate({ type: MEMBER_TYPE.inCompany, auth_id: AUTH_ID.salesman })).toBe(true);
    expect(isSubManagerCandidate({ type: MEMBER_TYPE.inCompany, auth_id: AUTH_ID.foreman })).toBe(false);
    expect(isSubManagerCandidate({ type: MEMBER_TYPE.inCompany, auth_id: AUTH_ID.companyManager })).toBe(
      false,
    );
    expect(isSubManagerCandidate({ type: MEMBER_TYPE.partner, auth_id: AUTH_ID.general })).toBe(false);
  });
});
