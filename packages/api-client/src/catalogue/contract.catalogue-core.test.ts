import { describe, expect, it } from 'vitest';
import { ZCard, ZExecContractTransRequest } from '../schemas/contract.ts';

const nextYear = new Date().getFullYear() + 1;
const card = {
  cardno: '4111111111111111',
  expire_month: 12,
  expire_year: nextYear,
  holdername: 'TARO YAMADA',
  securitycode: '123',
};

describe('card rules (core §5)', () => {
  it('accepts a valid card', () => {
    expect(ZCard.safeParse(card).success).toBe(true);
  });

  it('refuses each bad field with its own message', () => {
    const message = (patch: object) => ZCard.safeParse({ ...card, ...patch }).error?.issues[0]?.message;
    expect(message({ cardno: '4111' })).toBe('カード番号に誤りがあります');
    expect(message({ securitycode: '12' })).toBe('セキュリティコードに誤りがあります');
    expect(message({ holdername: '' })).toBe('カード名義を入力してください');
    const now = new Date();
    expect(message({ expire_month: now.getMonth() + 1, expire_year: now.getFullYear() })).toBe(
      '有効期限は翌月以降を指定してください',
    );
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
