import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { CUSTOMER_TYPE_LABEL, customerFormSchema, customerNameSchema, customerTypeSchema } from './schema.ts';

const ok = { clientName: '山田太郎', kana: '', type: 'person', tel: '', mail: '', address1: '', memo: '' };

describe('customer (core §3: clientName, type person or company)', () => {
  it('labels the two customer types', () => {
    expect(CUSTOMER_TYPE_LABEL).toEqual({ person: '個人', company: '法人' });
  });

  it('needs a trimmed name of at most 50 characters', () => {
    expect(customerNameSchema.parse(' 山田太郎 ')).toBe('山田太郎');
    expect(issuesOf(customerNameSchema, '　')).toEqual({ '': ['顧客名を入力してください。'] });
    expect(issuesOf(customerNameSchema, 'あ'.repeat(50))).toEqual({});
    expect(issuesOf(customerNameSchema, 'あ'.repeat(51))).toEqual({ '': ['50文字以下で入力してください'] });
  });

  it('takes a person or a company only', () => {
    expect(customerTypeSchema.parse('company')).toBe('company');
    expect(customerTypeSchema.parse('person')).toBe('person');
    expect(issuesOf(customerTypeSchema, 'shop')).toEqual({ '': ['選択肢の中から選んでください。'] });
  });

  it('accepts the quick form with only a name and a type', () => {
    expect(customerFormSchema.parse(ok)).toEqual(ok);
  });

  it('bounds each field of the quick form: kana 50, tel 20, mail 255, address 20, memo 1000', () => {
    const at = {
      ...ok,
      kana: 'ア'.repeat(50),
      tel: '0'.repeat(20),
      mail: 'a'.repeat(255),
      address1: 'あ'.repeat(20),
      memo: 'あ'.repeat(1000),
    };
    expect(issuesOf(customerFormSchema, at)).toEqual({});
    const over = {
      ...ok,
      kana: 'ア'.repeat(51),
      tel: '0'.repeat(21),
      mail: 'a'.repeat(256),
      address1: 'あ'.repeat(21),
      memo: 'あ'.repeat(1001),
    };
    expect(issuesOf(customerFormSchema, over)).toEqual({
      kana: ['50文字以下で入力してください'],
      tel: ['20文字以下で入力してください'],
      mail: ['255文字以下で入力してください'],
      address1: ['20文字以下で入力してください'],
      memo: ['1000文字以下で入力してください'],
    });
  });

  it('keeps line breaks in the memo only', () => {
    expect(issuesOf(customerFormSchema, { ...ok, memo: '一行目\n二行目' })).toEqual({});
    expect(issuesOf(customerFormSchema, { ...ok, kana: 'ヤ\nマダ', address1: '福岡\n市' })).toEqual({
      kana: ['制御文字は使用できません。'],
      address1: ['制御文字は使用できません。'],
    });
  });
});
