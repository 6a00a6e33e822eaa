import { z } from 'zod';
import { ZIdParams, ZSuccess, zPage } from '../schemas/common.ts';
import {
  ZContractor,
  ZContractorColumnList,
  ZContractorColumnListRequest,
  ZContractorDetail,
  ZContractorFilter,
  ZContractorFilterCreateRequest,
  ZContractorListQuery,
} from '../schemas/contractor.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Partner companies, saved filters and list columns (core §7 "Partner companies and contacts"). */
export const contractorEndpoints = defineEndpoints({
  getContractors: {
    method: 'GET',
    path: '/api/contractors',
    summary: '協力会社の一覧を取得する',
    query: ZContractorListQuery,
    response: zPage(ZContractor),
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Query { keyword?, membership_type?, prefecture_id?, member_represent? (member ids, array or comma-joined), offset, limit }; paged { data, total }. An empty page is shown as データがありません.',
  },
  getContractor: {
    method: 'GET',
    path: '/api/contractors/{id}',
    summary: '協力会社の詳細を取得する',
    params: ZIdParams,
    response: ZContractorDetail,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'The contractor with its contact persons.',
  },
  getContractorsCountTotal: {
    method: 'GET',
    path: '/api/contractors-count-total',
    summary: '協力会社の総数を取得する',
    response: z.object({ total: z.number().int().min(0) }),
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: '{ total }: every partner company of the acting company, ignoring filters.',
  },
  getContractorFilters: {
    method: 'GET',
    path: '/api/contractor-filters',
    summary: '保存した絞り込み条件を取得する',
    response: z.object({ data: z.array(ZContractorFilter) }),
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'The session user’s saved filters.',
  },
  createContractorFilter: {
    method: 'POST',
    path: '/api/contractor-filters',
    summary: '絞り込み条件を保存する',
    body: ZContractorFilterCreateRequest,
    response: z.object({ success: z.literal(true), data: ZContractorFilter }),
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: 'Body { name, conditions } with the list query’s conditions; returns the saved filter.',
  },
  deleteContractorFilter: {
    method: 'DELETE',
    path: '/api/contractor-filters/{id}',
    summary: '保存した絞り込み条件を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
  },
  getContractorColumnList: {
    method: 'GET',
    path: '/api/users_contractor_column_list',
    summary: '協力会社一覧の表示項目を取得する',
    response: ZContractorColumnList,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: '{ columns } in display order; all CONTRACTOR_COLUMNS when the user has never chosen.',
  },
  saveContractorColumnList: {
    method: 'POST',
    path: '/api/users_contractor_column_list',
    summary: '協力会社一覧の表示項目を保存する',
    body: ZContractorColumnListRequest,
    response: ZContractorColumnList,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: 'Body { columns } replaces the user’s choice; returns it.',
  },
});
