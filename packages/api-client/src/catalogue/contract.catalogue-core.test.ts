import { CARD_MESSAGE } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { ZCard, ZExecContractTransRequest } from '../schemas/contract.ts';

const nextYear = new Date().getFullYear() + 1;
const card = {
  cardno: '4111111111111111',
  expire_month: '12',
  expire_year: String(nextYear),
  holdername: 'TARO YAMADA',
  securitycode: '123',
};

describe('card rules (core §5)', () => {
  it('accepts a valid card', () => {
    expect(ZCard.safeParse(card).success).toBe(true);
  });

  it('refuses each bad field with its own message', () => {
    const message = (patch: object) => ZCard.safeParse({ ...card, ...patch }).error?.issues[0]?.message;
    expect(message({ cardno: '4111' })).toBe(CARD_MESSAGE.cardno);
    expect(message({ securitycode: '12' })).toBe(CARD_MESSAGE.securitycode);
    expect(message({ holdername: '' })).toBe(CARD_MESSAGE.holdernameRequired);
    const lastYear = String(new Date().getFullYear() - 1);
    expect(message({ expire_year: lastYear })).toBe(CARD_MESSAGE.expire);
    expect(ZCard.safeParse({ ...card, expire_year: lastYear }).error?.issues[0]?.path).toEqual([
      'expire_month',
    ]);
  });
});

describe('exec_contracttrans body', () => {
  const base = { contract_plan_id: 101, contract_period: 12, options: ['attendance'] };
  it('takes exactly one of a new card or the registered one', () => {
    expect(ZExecContractTransRequest.safeParse({ ...base, card }).success).toBe(true);
    expect(ZExecContractTransRequest.safeParse({ ...base, card_seq: 0 }).success).toBe(true);
    expect(ZExecContractTransRequest.safeParse(base).success).toBe(false);
    expect(ZExecContractTransRequest.safeParse({ ...base, card, card_seq: 0 }).success).toBe(false);
  });
});
