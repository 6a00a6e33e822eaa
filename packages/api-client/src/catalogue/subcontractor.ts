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
    design:
      'Paged { data, total } of the partner companies linked to the acting company, name order; keyword matches name, kana, phone and representative.',
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
      "Body { invitation_type (1 phone, 2 e-mail), id (relation id), invitations[{ name1, tel_number | email }], field_id?, office_id? } with the invitation rules of talk §5; field_id (the 招待先 site) must be a site of the acting company the inviter takes part in, else 422 at field_id; creates one invitation per row with regist_company_id = the partner company and sends it through the SMS or mail adapter; the person who registers joins as a partner member (type 2, belong_to_company_id = that company). 422 for an address already a member or invited; 403 for another company's relation.",
  },
  deleteSubcontractor: {
    method: 'DELETE',
    path: '/api/setting/subcontractor/{id}',
    summary: '協力会社との関係を解除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      "id is the relation id. Refused (422 at id) while members of ours still belong to that company (docs/adr/009); a company we registered that nobody else links or uses is deleted with the relation, any other company stays. 403 for another company's relation.",
  },
  init_subcontractor: {
    method: 'GET',
    path: '/api/setting/subcontractor/init_subcontractor',
    summary: '協力会社設定画面の初期データを取得する',
    response: ZInitSubcontractorResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Auth options for partner members (cooperation 3, partner foreman 6), the pending invitations sent to partner representatives (newest first, at most 100), and the number of linked partner companies. Designed (the spec shows no shape): each pending invitation carries partner_company_name and created_at beside the invitation, so the screen can say who was invited for which company, how and when.',
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
      'Body: the partner company payload (partnerCompanySchema of @genba/validators: company_name required, address, phone, representative optional). Creates the company (type 99 general, no contract), its head office and the relation (owned). The representative is invited separately with inviteSubcontractors.',
  },
  registExistsCompany: {
    method: 'POST',
    path: '/api/setting/subcontractor/registExistsCompany',
    summary: '登録済みの会社を協力会社として追加する',
    body: ZRegistExistsCompanyRequest,
    response: ZSubcontractorWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Body { company_id } of a company already using the product (it has live members of its own); 422 when already linked, for the acting company itself, or for a company not using the product (an unknown id answers the same, so ids cannot be probed).',
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
      'Multipart POST with _method=PUT (the spec allows PUT or POST with method override). Fields: id (relation id), the partner company payload, optional logo file (jpeg, gif, png; ≤ 5 MB). Only a company this company registered (owned) can be edited: 403 otherwise.',
  },
});
