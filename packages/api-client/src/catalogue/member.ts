import { ZIdParams, ZSuccess } from '../schemas/common.ts';
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
import { ZGetMembersQuery, ZGetMembersResponse } from '../schemas/member.ts';
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
      'Designed here; public (talk §2 /invitation_user). {encoded} is encodeInvitationLink of @genba/validators. A link that is unknown, deleted or already used answers 404 { message } in Japanese, so the page can say why.',
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
});
