import { ZCustomerSpsListRequest, ZCustomerSpsListResponse } from '../schemas/customer.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Customer list for pickers (core §7 customer-sps-list). */
export const customerEndpoints = defineEndpoints({
  customerSpsList: {
    method: 'POST',
    path: '/api/customer-sps-list',
    summary: '顧客の一覧を取得する（選択用）',
    body: ZCustomerSpsListRequest,
    response: ZCustomerSpsListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'A read sent as POST (the spec’s method). Body { keyword?, office_id?, type?, rank?, offset, limit (default 30) }; paged { data, total } of customer summaries. Hidden from cooperation and general roles (403).',
  },
});
