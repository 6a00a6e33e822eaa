import { ZIdParams, ZSuccess, zPage } from '../schemas/common.ts';
import {
  ZInitSubcontractorResponse,
  ZRegistCompanyRequest,
  ZRegistExistsCompanyRequest,
  ZSubcontractor,
  ZSubcontractorInviteRequest,
  ZSubcontractorInviteResponse,
  ZSubcontractorListQuery,
  ZSubcontractorWriteResponse,
  ZUpdateSubcontractorCompanyRequest,
} from '../schemas/contractor.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Partner-company settings (/setting/subcontractor, core §7). */
export const subcontractorEndpoints = defineEndpoints({
  getSubcontractors: {
    method: 'GET',
    path: '/api/setting/subcontractor',
    summary: '協力会社設定の一覧を取得する',
    query: ZSubcontractorListQuery,
    response: zPage(ZSubcontractor),
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Paged { data, total } of the partner companies linked to the acting company.',
  },
  inviteSubcontractors: {
    method: 'POST',
    path: '/api/setting/subcontractor',
    summary: '協力会社の代表者を電話番号またはメールアドレスで招待する',
    body: ZSubcontractorInviteRequest,
    response: ZSubcontractorInviteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Body { invitation_type (1 phone, 2 e-mail), rows[{ name1, name2, tel_number, email, memo }] } with the invitation rules of talk §5; creates one invitation per row and returns them.',
  },
  deleteSubcontractor: {
    method: 'DELETE',
    path: '/api/setting/subcontractor/{id}',
    summary: '協力会社との関係を解除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: 'id is the relation id; the partner company and its members stay.',
  },
  init_subcontractor: {
    method: 'GET',
    path: '/api/setting/subcontractor/init_subcontractor',
    summary: '協力会社設定画面の初期データを取得する',
    response: ZInitSubcontractorResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Auth options for partner members (cooperation, partner foreman), pending invitations, total count.',
  },
  regist_company: {
    method: 'POST',
    path: '/api/setting/subcontractor/regist_company',
    summary: '新しい協力会社を登録する',
    body: ZRegistCompanyRequest,
    response: ZSubcontractorWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Body: the company edit payload plus representative { name1, name2, tel_number, email }; creates the company, its head office, the representative member and the relation.',
  },
  registExistsCompany: {
    method: 'POST',
    path: '/api/setting/subcontractor/registExistsCompany',
    summary: '登録済みの会社を協力会社として追加する',
    body: ZRegistExistsCompanyRequest,
    response: ZSubcontractorWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: 'Body { company_id } of a company already using the product; 422 when already linked.',
  },
  updateCompany: {
    method: 'POST',
    path: '/api/setting/subcontractor/updateCompany',
    summary: '協力会社の会社情報を更新する',
    body: ZUpdateSubcontractorCompanyRequest,
    bodyType: 'multipart',
    response: ZSubcontractorWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Multipart POST with _method=PUT (the spec allows PUT or POST with method override; the server accepts both on this path). Fields: company_id, the company edit payload, optional logo file.',
  },
});
