import {
  ZCheckCardRequest,
  ZCheckCardResponse,
  ZCheckSettlementCardExpireResponse,
  ZExecContractTransRequest,
  ZExecContractTransResponse,
  ZPlansResponse,
  ZSearchCardResponse,
} from '../schemas/contract.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Card payment and plan reads of the sign-up wizard and contract screens (core §7 "Contracts and sales"). */
export const salesEndpoints = defineEndpoints({
  exec_contracttrans: {
    method: 'POST',
    path: '/api/sales/exec_contracttrans',
    summary: '契約の決済を実行する',
    body: ZExecContractTransRequest,
    response: ZExecContractTransResponse,
    timeout: TIMEOUTS.contractTrans,
    failure: 'error-body',
    design:
      'Body { contract_plan_id, contract_period, options, card | card_seq } (exactly one of a new card or the registered one). Returns the bill status (capture, invalid, register, fail), the contract id, and redirect_url when 3-D Secure continues at /callback-3ds.',
  },
  check_card: {
    method: 'POST',
    path: '/api/sales/check_card',
    summary: 'クレジットカードを確認して登録する',
    body: ZCheckCardRequest,
    response: ZCheckCardResponse,
    timeout: TIMEOUTS.default,
    failure: 'error-body',
    design: 'Body { card }; the payment provider authorises it; { valid, card } with only the masked number.',
  },
  searchCard: {
    method: 'GET',
    path: '/api/sales/searchCard',
    summary: '登録済みのクレジットカードを取得する',
    response: ZSearchCardResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: '{ card } masked, or null when none is registered.',
  },
  getPlans: {
    method: 'GET',
    path: '/api/sales/getPlans',
    summary: '申し込みできるプランを取得する',
    response: ZPlansResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    public: true,
    design:
      'Same shape as getContractPlansInformation; public because the sign-up wizard (/register) shows plans before any login.',
  },
  checkSettlementCardExpire: {
    method: 'GET',
    path: '/api/sales/checkSettlementCardExpire',
    summary: '決済カードの有効期限を確認する',
    response: ZCheckSettlementCardExpireResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: '{ has_card, expired, expires_soon (this or next month), expire "YYYY-MM" }.',
  },
});
