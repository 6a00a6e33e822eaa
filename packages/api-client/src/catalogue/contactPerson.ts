import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import {
  ZContactPerson,
  ZContactPersonListQuery,
  ZContactPersonListResponse,
  ZContactPersonRequest,
  ZContactPersonWriteResponse,
} from '../schemas/contactPerson.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const OWNER_DESIGN =
  'Contact persons belong to a partner company (/protec/contractor/{id}/person/information), so reads filter by company_id and writes carry it.';

/** Contact persons of partner companies (talk §7 "Contact persons", core §7). */
export const contactPersonEndpoints = defineEndpoints({
  getContactPersons: {
    method: 'GET',
    path: '/api/contactPerson',
    summary: '担当者の一覧を取得する',
    query: ZContactPersonListQuery,
    response: ZContactPersonListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `Query { company_id, keyword?, offset, limit }, paged { data, total }. ${OWNER_DESIGN}`,
  },
  getContactPerson: {
    method: 'GET',
    path: '/api/contactPerson/{id}',
    summary: '担当者を取得する',
    params: ZIdParams,
    response: ZContactPerson,
    timeout: TIMEOUTS.default,
    failure: 'false',
  },
  createContactPerson: {
    method: 'POST',
    path: '/api/contactPerson',
    summary: '担当者を登録する',
    body: ZContactPersonRequest,
    response: ZContactPersonWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'status-errors',
    design: `Body { company_id, name1, name2, tel_number, email }; empty phone/e-mail stored as null. Success { status: true, data }; a failed save hands back the server's errors field (core §8). ${OWNER_DESIGN}`,
  },
  updateContactPerson: {
    method: 'PUT',
    path: '/api/contactPerson/{id}',
    summary: '担当者を更新する',
    params: ZIdParams,
    body: ZContactPersonRequest,
    response: ZContactPersonWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'status-errors',
    design: 'Same body and result as createContactPerson.',
  },
  deleteContactPerson: {
    method: 'DELETE',
    path: '/api/contactPerson/{id}',
    summary: '担当者を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
  },
});
