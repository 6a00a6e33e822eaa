import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import { ZCompany, ZCompanyEditRequest, ZCompanyWriteResponse } from '../schemas/company.ts';
import {
  ZGetInvitationsQuery,
  ZGetInvitationsResponse,
  ZInvitationLinkParams,
  ZInvitationLinkResponse,
  ZRegisterInvitationRequest,
  ZRegisterInvitationResponse,
  ZSendInvitationEmailRequest,
  ZSendInvitationsResponse,
  ZSendInvitationTelRequest,
} from '../schemas/invitation.ts';
import {
  ZAddLookedUpMemberRequest,
  ZGetMembersQuery,
  ZGetMembersResponse,
  ZLookupMemberRequest,
  ZLookupMemberResponse,
  ZMemberDetail,
  ZMemberWriteResponse,
  ZMoveMemberOfficeRequest,
} from '../schemas/member.ts';
import { ZGetOfficesResponse, ZOfficeWriteRequest, ZOfficeWriteResponse } from '../schemas/office.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const SEND_DESIGN =
  'Designed here: the spec gives the invitation rows and messages (talk §5) but no path. Body { invitations: rows, field_id?, office_id? }: with field_id the invited person joins that site’s room (the acting member must take part in it), else the company. Rows are refused with 422 at invitations.N.<field> for the spec’s duplicates, for an address or number already a member of the company (既にメンバーに登録されています。) and for one already invited and pending (招待中のため登録できません, talk §4). Only members who may open member information (core §6) invite. Each stored invitation is sent with its link (/invitation_user/{encoded}, a full URL on its own line).';

/**
 * The company's members (core §2 /member/information) and the invitations that
 * bring new ones (talk §3-§5, core §3-§4; none of these paths is shown by the
 * spec). The member form's create and update calls sit in the user family.
 */
export const memberEndpoints = defineEndpoints({
  getMembers: {
    method: 'GET',
    path: '/api/member',
    summary: '会社のメンバー一覧を取得する',
    query: ZGetMembersQuery,
    response: ZGetMembersResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: the spec names the screen, not the read. The acting company’s members, paged { data, total } by name kana, filtered by office_id, auth_id, login_type, status (1 active, 2 terms not agreed), keyword (name, kana, e-mail, phone) and field_id (the members of one site). Open to those who may open /member/information (core §6) and, with field_id, to any member who takes part in that site.',
  },

  sendInvitationEmail: {
    method: 'POST',
    path: '/api/invitation/email',
    summary: 'メールアドレスで招待する',
    body: ZSendInvitationEmailRequest,
    response: ZSendInvitationsResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${SEND_DESIGN} The mail goes through the mail adapter.`,
  },
  sendInvitationTel: {
    method: 'POST',
    path: '/api/invitation/tel',
    summary: '電話番号(SMS)で招待する',
    body: ZSendInvitationTelRequest,
    response: ZSendInvitationsResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${SEND_DESIGN} The SMS goes through the SMS adapter.`,
  },
  getInvitations: {
    method: 'GET',
    path: '/api/invitation',
    summary: '招待の一覧（招待中・未承認）を取得する',
    query: ZGetInvitationsQuery,
    response: ZGetInvitationsResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here. The acting company’s invitations, newest first, paged { data, total }; status pending (invited and not deleted) or non_approved (not approved and not deleted) as core §4 defines them, or all; field_id narrows to one site.',
  },
  deleteInvitation: {
    method: 'DELETE',
    path: '/api/invitation/{id}',
    summary: '招待を取り消す',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here. Sets del_flg on a pending invitation of the acting company; its link stops working. Another company’s invitation answers 403 like an unknown id.',
  },
  getInvitationByLink: {
    method: 'GET',
    path: '/api/invitation_user/{encoded}',
    summary: '招待URLの内容（会社・現場）を取得する',
    params: ZInvitationLinkParams,
    response: ZInvitationLinkResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    public: true,
    design:
      "Designed here; public (talk §2 /invitation_user). {encoded} is encodeInvitationLink of @genba/validators. A personal link that is unknown, deleted or already used answers 404 { message } in Japanese, so the page can say why. An open link (ADR 009, catalogue/invitation.ts) answers kind open with the company and site names, or 403 { detail: ['招待が見つかりません。'] } alike for a guessed, altered, regenerated, revoked or unknown one.",
  },
  registerInvitation: {
    method: 'POST',
    path: '/api/invitation_user/{encoded}',
    summary: '招待されたユーザーが登録する',
    params: ZInvitationLinkParams,
    body: ZRegisterInvitationRequest,
    response: ZRegisterInvitationResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    public: true,
    design:
      'Designed here; public. Body { name1, name2, password, password_confirmation, agree_terms_flg: true } (core §7 member form’s name, password and agree_terms_flg). Creates the user (the invited address, the password) and a partner member (type 2, auth cooperation) of the inviting company in the invitation’s office, joins the site’s project and room, marks the invitation approved (status 2, registed 1), stamps the terms agreement and last_access, and starts a session. An address that already has an account answers 422 on email; a used or unknown link 404.',
  },

  getMember: {
    method: 'GET',
    path: '/api/member/{id}',
    summary: 'メンバー情報を取得する',
    params: ZIdParams,
    response: ZMemberDetail,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: the member form (core §7) needs the member it edits, which the spec does not show how to read. One member of the acting company with its offices and its worker_list_data; open to those who may update members (core §6). Another company’s member or a deleted one answers 404.',
  },
  deleteMember: {
    method: 'DELETE',
    path: '/api/member/{id}',
    summary: 'メンバーを削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here (not shown by the spec). Sets del_flg on a member of the acting company, which ends their sessions for this company. Refused with 403 for oneself, for a company manager unless the actor is one, and for members the actor may not update (core §6); another company’s member answers 404.',
  },
  lookupMember: {
    method: 'POST',
    path: '/api/member-lookup',
    summary: 'メールアドレスまたは電話番号でメンバーを検索する',
    body: ZLookupMemberRequest,
    response: ZLookupMemberResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: core §4/§5 give the lookup’s states and rule, not its call. POST so the address is not in a URL. Body { keyword } (half-width e-mail or phone; 422 with the font-error or invalid message otherwise). Answers { state: empty } or { state: registered, in_company, name }. For those who may open member information (core §6); limited per member, so it cannot sweep addresses.',
  },
  addLookedUpMember: {
    method: 'POST',
    path: '/api/member-lookup/add',
    summary: '検索した登録済みユーザーを会社のメンバーにする',
    body: ZAddLookedUpMemberRequest,
    response: ZMemberWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Designed here: the completion core §4 offers for a registered account not yet in the company. Body { keyword, type, auth_id, office_id }: the account joins the acting company (its name from its newest membership) in that office with that auth, under the member form’s core §6 rules. 422 on keyword when nobody has it or it is already a member (すでにこの会社のメンバーです。); a member deleted earlier comes back.',
  },
  moveMemberOffice: {
    method: 'PUT',
    path: '/api/member/{id}/office',
    summary: 'メンバーを別の営業所に移動する',
    params: ZIdParams,
    body: ZMoveMemberOfficeRequest,
    response: ZMemberWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Designed here: core §6 gives the move rule but no call. Body { office_id }: the member leaves their offices and joins that one, if not the acting member, not a company manager, and the office is one of the company’s they are not in (422 on office_id otherwise).',
  },

  getCompanySetting: {
    method: 'GET',
    path: '/api/setting/company',
    summary: '会社情報（設定）を取得する',
    response: ZCompany,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: /setting/company (core §2) reads the acting company with its offices and contracts. Only for company_update (the company manager, core §6).',
  },
  updateCompanySetting: {
    method: 'PUT',
    path: '/api/setting/company',
    summary: '会社情報を更新する',
    body: ZCompanyEditRequest,
    response: ZCompanyWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Designed here: the company edit payload of core §3 with the company rules of core §5, JSON (the logo upload is not part of this call). The person in charge is stored as one name (person_in_charge_name). Only for company_update.',
  },
  getOffices: {
    method: 'GET',
    path: '/api/setting/office',
    summary: '営業所の一覧を取得する',
    response: ZGetOfficesResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: /setting/office lists the acting company’s offices, head office first, with their member counts. Open to those who may open office settings (office_update or contract authority, not free; core §6).',
  },
  createOffice: {
    method: 'POST',
    path: '/api/setting/office',
    summary: '営業所を登録する',
    body: ZOfficeWriteRequest,
    response: ZOfficeWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Designed here. Body: name (required), name_kana, postcode, prefecture_id, address1-3, telephone_number, fax_number.',
  },
  updateOffice: {
    method: 'PUT',
    path: '/api/setting/office/{id}',
    summary: '営業所を更新する',
    params: ZIdParams,
    body: ZOfficeWriteRequest,
    response: ZOfficeWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: 'Designed here. As createOffice; another company’s office answers 404.',
  },
  deleteOffice: {
    method: 'DELETE',
    path: '/api/setting/office/{id}',
    summary: '営業所を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Designed here. The head office and an office that members belong to are refused with 422 on id; another company’s office answers 404.',
  },
});
