import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import {
  CONSTRUCTION_TYPE,
  CONSTRUCTION_TYPE_LABEL,
  CONSTRUCTION_TYPE_MESSAGE,
  constructionTypeLabel,
  constructionTypeSchema,
} from './constructionType.ts';
import { EMPTY_PROJECT_FORM, projectFormSchema, protecProjectFormSchema } from './form.ts';
import { PROTEC_MESSAGE } from './protec.ts';

describe('constructionTypeSchema', () => {
  it('takes every listed id, as a number or digits', () => {
    for (const id of Object.values(CONSTRUCTION_TYPE)) {
      expect(constructionTypeSchema.parse(id)).toBe(id);
      expect(constructionTypeSchema.parse(String(id))).toBe(id);
    }
  });

  it('refuses an id outside the list with the Japanese message', () => {
    expect(issuesOf(constructionTypeSchema, 7)).toEqual({ '': [CONSTRUCTION_TYPE_MESSAGE.unknown] });
    expect(issuesOf(constructionTypeSchema, 0)).toEqual({ '': [CONSTRUCTION_TYPE_MESSAGE.unknown] });
    expect(constructionTypeSchema.safeParse(0).success).toBe(false);
    expect(constructionTypeSchema.safeParse('abc').success).toBe(false);
  });

  it('labels a stored id, and nothing for none or an unknown id', () => {
    expect(constructionTypeLabel(CONSTRUCTION_TYPE.renovation)).toBe(CONSTRUCTION_TYPE_LABEL[2]);
    expect(constructionTypeLabel(null)).toBeNull();
    expect(constructionTypeLabel(42)).toBeNull();
  });
});

const filled = { ...EMPTY_PROJECT_FORM, case_name: '外壁改修工事', office_id: '3' };

describe('the project form’s 工事種別 and 工事受付', () => {
  it('takes none or a listed 工事種別 and refuses another value on both fields', () => {
    expect(issuesOf(projectFormSchema, { ...filled, construction_type_id: '2' })).toEqual({});
    const issues = issuesOf(projectFormSchema, {
      ...filled,
      construction_type_id: '9',
      m_construction_type_id: '0',
    });
    expect(issues.construction_type_id).toEqual([CONSTRUCTION_TYPE_MESSAGE.unknown]);
    expect(issues.m_construction_type_id).toEqual([CONSTRUCTION_TYPE_MESSAGE.unknown]);
  });

  it('bounds the reception number to 50 characters', () => {
    expect(issuesOf(projectFormSchema, { ...filled, reception_number: 'R'.repeat(50) })).toEqual({});
    expect(
      issuesOf(projectFormSchema, { ...filled, reception_number: 'R'.repeat(51) }).reception_number,
    ).toHaveLength(1);
  });

  it('asks the installer variant for its prime contractor; the plain form does not', () => {
    expect(issuesOf(projectFormSchema, filled)).toEqual({});
    expect(issuesOf(protecProjectFormSchema, filled)).toEqual({
      prime_relation_id: [PROTEC_MESSAGE.primeContractorRequired],
    });
    expect(issuesOf(protecProjectFormSchema, { ...filled, prime_relation_id: '4' })).toEqual({});
    // Together with another field's mistake.
    expect(
      Object.keys(issuesOf(protecProjectFormSchema, { ...filled, reception_number: 'R'.repeat(51) })).sort(),
    ).toEqual(['prime_relation_id', 'reception_number']);
  });
});
