import { describe, expect, it } from 'vitest';
import { issuesOf } from '../internal/issues.test-utils.ts';
import { CARD_MESSAGE, createCardSchema } from './schema.ts';

const schema = createCardSchema(new Date('2025-06-15T00:00:00+09:00'));
const card = {
  cardno: '4111111111111111',
  expire_month: '12',
  expire_year: '2030',
  holdername: 'TARO YAMADA',
  securitycode: '123',
};

describe('createCardSchema edges', () => {
  it('anchors the holder name and limits it to 50 characters', () => {
    expect(issuesOf(schema, { ...card, holdername: 'A'.repeat(50) })).toEqual({});
    expect(issuesOf(schema, { ...card, holdername: 'A'.repeat(51) })).toEqual({
      holdername: [CARD_MESSAGE.holdername],
    });
    for (const holdername of ['山田 TARO', 'TARO 山田'])
      expect(issuesOf(schema, { ...card, holdername }), holdername).toEqual({
        holdername: [CARD_MESSAGE.holdername],
      });
  });

  it('reports a malformed month once, on the month, without the expiry check', () => {
    for (const expire_month of ['112', '13', 'a1'])
      expect(issuesOf(schema, { ...card, expire_month }), expire_month).toEqual({
        expire_month: [CARD_MESSAGE.expire],
      });
  });

  it('refuses this month and accepts next month', () => {
    expect(issuesOf(schema, { ...card, expire_month: '6', expire_year: '25' })).toEqual({
      expire_month: [CARD_MESSAGE.expire],
    });
    expect(issuesOf(schema, { ...card, expire_month: '07', expire_year: '2025' })).toEqual({});
  });
});
