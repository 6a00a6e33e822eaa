import { ZSuccess } from '../schemas/common.ts';
import {
  ZInvitationLinkParams,
  ZOpenInvitationLinkResponse,
  ZOpenInvitationLinkTarget,
  ZOpenInvitationLinkWriteResponse,
  ZRegisterInvitationResponse,
  ZRegisterOpenInvitationByTelRequest,
  ZRegisterOpenInvitationRequest,
  ZRequestOpenInvitationMailRequest,
} from '../schemas/invitation.ts';
import { ZSmsRequestRequest, ZSmsRequestResponse } from '../schemas/user.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const DESIGNED = 'designed: the spec does not show this.';

const WHO_MANAGES =
  'With chatroom_id: a site’s (project) room of the acting company, managed by its room managers (room role 1 or 2); without it: the company’s link for the acting office (or the head office), managed by members who may open member information (core §6). Anyone else, another company’s room and a group or private room answer 403 alike.';

/**
 * Open invitation links (ADR 009): "anyone with this link may join" a site's
 * room or the company. The link carries a server-held random token,
 * `o.<token>.<chatroom>.<company>.<office>` (encodeInvitationLink of
 * @genba/validators), so ids alone never make a working link. The personal
 * invitations' calls sit in the member family.
 */
export const invitationEndpoints = defineEndpoints({
  getOpenInvitationLink: {
    method: 'GET',
    path: '/api/open_invitation_link',
    summary: '招待リンクを取得する',
    query: ZOpenInvitationLinkTarget,
    response: ZOpenInvitationLinkResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Answers { open_link } with the live link ({ encoded, url, chatroom_id, office_id, created_at }) or null. ${WHO_MANAGES}`,
  },
  createOpenInvitationLink: {
    method: 'POST',
    path: '/api/open_invitation_link',
    summary: '招待リンクを作成する',
    body: ZOpenInvitationLinkTarget,
    response: ZOpenInvitationLinkWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${DESIGNED} Makes the live link (a new 256-bit token) when there is none, or answers the live one: one live link per company, office and room. ${WHO_MANAGES}`,
  },
  regenerateOpenInvitationLink: {
    method: 'PUT',
    path: '/api/open_invitation_link',
    summary: '招待リンクを再発行する',
    body: ZOpenInvitationLinkTarget,
    response: ZOpenInvitationLinkWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${DESIGNED} Revokes the live link and makes a new one in one transaction: every copy of the old link stops working at once. ${WHO_MANAGES}`,
  },
  revokeOpenInvitationLink: {
    method: 'DELETE',
    path: '/api/open_invitation_link',
    summary: '招待リンクを無効にする',
    query: ZOpenInvitationLinkTarget,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Revokes the live link (none is fine); the link then answers like an unknown one. ${WHO_MANAGES}`,
  },
  registerOpenInvitation: {
    method: 'POST',
    path: '/api/invitation_user/{encoded}/open',
    summary: '招待リンクから登録する',
    params: ZInvitationLinkParams,
    body: ZRegisterOpenInvitationRequest,
    response: ZRegisterInvitationResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    public: true,
    design: `${DESIGNED} Public. Body { name1, name2, email, auth_number, password, password_confirmation, agree_terms_flg: true }: registerInvitation’s body plus the login e-mail, as nobody was invited by address, and the code requestOpenInvitationMail mailed to it. {encoded} must be a live open link whose token matches its company, office and room (constant-time compare); a guessed, altered, regenerated or revoked link answers 403 { detail: ['招待が見つかりません。'] } like an unknown one (getInvitationByLink answers the same). Checks the code as sms_login does (attempts per code, failures per address and IP, slowed down) and uses it up; a wrong, expired or used code, and an address that already has an account, all answer 422 on auth_number alike. Creates the user (login type 3) and a partner member (type 2, auth cooperation) of the office, joins the site’s room when the link names one, and starts a session. Rate-limited per address.`,
  },
  requestOpenInvitationMail: {
    method: 'POST',
    path: '/api/invitation_user/{encoded}/open/mail',
    summary: '招待リンクからの登録用に認証コードをメールで送る',
    params: ZInvitationLinkParams,
    body: ZRequestOpenInvitationMailRequest,
    response: ZSmsRequestResponse,
    timeout: TIMEOUTS.default,
    failure: 'status',
    public: true,
    design: `${DESIGNED} Public. Body { email } (the login e-mail's rules; lower-cased). {encoded} must be a live open link (else 403 like registerOpenInvitation). requestOpenInvitationSms's code machinery and limits through the mail adapter (per IP and per address; a new code invalidates the address's earlier ones; stored hashed, single-use, valid for expires_in seconds): the code is mailed only to an address that has no account, and an address that has one is mailed a notice to log in instead. Every well-formed address gets the same 200 { status, expires_in }, so the call tells nobody which addresses have accounts.`,
  },
  requestOpenInvitationSms: {
    method: 'POST',
    path: '/api/invitation_user/{encoded}/open/sms',
    summary: '招待リンクからの登録用に認証コードを送る',
    params: ZInvitationLinkParams,
    body: ZSmsRequestRequest,
    response: ZSmsRequestResponse,
    timeout: TIMEOUTS.default,
    failure: 'status',
    public: true,
    design: `${DESIGNED} Public. Body { tel_number } (normalised as sms_request's). {encoded} must be a live open link (else 403 like registerOpenInvitation). The SMS login's code machinery and limits (per address and per number; a new code invalidates the number's earlier ones; stored hashed, single-use), turned round: the code is sent only to a number that has no account, and a number that has one is sent a notice to log in instead. Every well-formed number gets the same 200 { status, expires_in }, so the call tells nobody which numbers have accounts.`,
  },
  registerOpenInvitationByTel: {
    method: 'POST',
    path: '/api/invitation_user/{encoded}/open/tel',
    summary: '招待リンクから電話番号(SMS)で登録する',
    params: ZInvitationLinkParams,
    body: ZRegisterOpenInvitationByTelRequest,
    response: ZRegisterInvitationResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    public: true,
    design: `${DESIGNED} Public. Body { name1, name2, tel_number, auth_number, agree_terms_flg: true }. {encoded} must be a live open link (else 403 like registerOpenInvitation). Checks the code as sms_login does (attempts per code, failures per number and address, slowed down) and uses it up; a wrong, expired or used code, and a number that already has an account, all answer 422 on auth_number alike. Creates a mobile-only user with the number and no password, and the same partner member as registerOpenInvitation (room joined, session started).`,
  },
});
