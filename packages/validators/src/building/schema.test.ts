import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { buildingSchema } from './schema.ts';

describe('buildingSchema', () => {
  const ok = { estateName: '山田様邸' };
  it('needs a name of at most 50 characters', () => {
    expect(issuesOf(buildingSchema, ok)).toEqual({});
    expect(issuesOf(buildingSchema, { estateName: 'あ'.repeat(50) })).toEqual({});
    expect(issuesOf(buildingSchema, { estateName: 'あ'.repeat(51) })).toEqual({
      estateName: ['50文字以下で入力してください'],
    });
    expect(issuesOf(buildingSchema, { estateName: '' })).toEqual({
      estateName: ['物件名を入力してください。'],
    });
  });
  it("limits the kana to the name's 50 characters", () => {
    expect(issuesOf(buildingSchema, { ...ok, kana: 'ア'.repeat(50) })).toEqual({});
    expect(issuesOf(buildingSchema, { ...ok, kana: 'ア'.repeat(51) })).toEqual({
      kana: ['50文字以下で入力してください'],
    });
  });
  it('limits address to 20 and remarks to 1000 characters', () => {
    expect(issuesOf(buildingSchema, { ...ok, address: 'あ'.repeat(20), remarks: 'あ'.repeat(1000) })).toEqual(
      {},
    );
    expect(issuesOf(buildingSchema, { ...ok, address: 'あ'.repeat(21), remarks: 'あ'.repeat(1001) })).toEqual(
      {
        address: ['20文字以下で入力してください'],
        remarks: ['1000文字以下で入力してください'],
      },
    );
  });
  it('takes a 7-digit postcode', () => {
    expect(issuesOf(buildingSchema, { ...ok, post_code: '810-0001' })).toEqual({});
    expect(issuesOf(buildingSchema, { ...ok, post_code: '81000011' })).toEqual({
      post_code: ['7桁の数字で入力してください。'],
    });
  });
  it('takes floors of up to 3 digits (999 vs 1000)', () => {
    expect(issuesOf(buildingSchema, { ...ok, floor_number: '999' })).toEqual({});
    for (const floor_number of ['1000', '２', '-1', '1.5']) {
      expect(issuesOf(buildingSchema, { ...ok, floor_number })).toEqual({
        floor_number: ['階数は3桁以内の半角数字で入力してください。'],
      });
    }
  });
  it('takes an area up to 999999.99 with two decimals', () => {
    expect(issuesOf(buildingSchema, { ...ok, building_area: '999999.99' })).toEqual({});
    for (const building_area of ['1000000', '999999.999', '12.345']) {
      expect(issuesOf(buildingSchema, { ...ok, building_area })).toEqual({
        building_area: ['延床面積は999999.99以下の半角数字(小数点以下2桁まで)で入力してください。'],
      });
    }
  });
});
