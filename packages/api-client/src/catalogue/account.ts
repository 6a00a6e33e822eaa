import {
  ZAccountChange,
  ZAccountChangeParams,
  ZChangeAccountPasswordRequest,
  ZChangeAccountPasswordResponse,
  ZDeleteAccountRequest,
  ZGetAccountEmailChangeResponse,
  ZRequestAccountEmailChangeRequest,
  ZUpdateAccountProfileRequest,
  ZUpdateAccountProfileResponse,
} from '../schemas/account.ts';
import { ZSuccess } from '../schemas/common.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/**
 * The user's own account (issue 10 item 5): profile, password, e-mail change by
 * /account-change/{token} (core §4 statuses 1 auth waiting, 2 expired, 3
 * completed) and deletion at /accountdelete. The spec lists PUT /api/user/{id}
 * and chekUserPassword but shows no payloads, and PUT /api/user/{id} already
 * carries the terms agreement (agree_terms), so these calls are designed here
 * under /api/user/account: none takes a user id, the server acts on the
 * session's own user, so no request can name another account.
 */
export const accountEndpoints = defineEndpoints({
  updateAccountProfile: {
    method: 'PUT',
    path: '/api/user/account/profile',
    summary: '自分の氏名とフリガナを変更する',
    body: ZUpdateAccountProfileRequest,
    response: ZUpdateAccountProfileResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here. Body { name1, name2, kana1, kana2 } (core §3 member names; name1 required, each ≤ 20). The name is the person’s: it is written on every active membership of the session user (one account may belong to several companies). Returns the session user.',
  },
  changeAccountPassword: {
    method: 'PUT',
    path: '/api/user/account/password',
    summary: '現在のパスワードを確認してパスワードを変更する',
    body: ZChangeAccountPasswordRequest,
    response: ZChangeAccountPasswordResponse,
    timeout: TIMEOUTS.passwordCheck,
    failure: 'false',
    design:
      'Designed here. Body { current_password, password, password_confirmation }. The current password is checked as chekUserPassword checks it (wrong tries count on the same per-user bucket: 429 when spent); a wrong one answers 422 on current_password. Only accounts with an e-mail login have a password (core §4 login-type rules): others get 403. Every other session of the account ends; the caller’s stays.',
  },
  getAccountEmailChange: {
    method: 'GET',
    path: '/api/user/account/email',
    summary: '申請中のメールアドレス変更を取得する',
    response: ZGetAccountEmailChangeResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here. The session user’s newest e-mail change with its core §4 status (1 auth waiting, 2 expired, 3 completed), or null.',
  },
  requestAccountEmailChange: {
    method: 'POST',
    path: '/api/user/account/email',
    summary: 'メールアドレスの変更を申請し、確認メールを送る',
    body: ZRequestAccountEmailChangeRequest,
    response: ZAccountChange,
    timeout: TIMEOUTS.passwordCheck,
    failure: 'false',
    design:
      'Designed here. Body { email, current_password }. Checks the password as changeAccountPassword does, refuses an address another account uses (422 on email), then mails the new address a link /account-change/{token} (a full URL on its own line, valid one hour) and answers the change with status 1 (auth waiting). The address changes only when the link is opened; a newer request revokes the earlier link. Limited per user like the password-reset mail.',
  },
  getAccountChange: {
    method: 'GET',
    path: '/api/account-change/{token}',
    summary: 'メールアドレス変更URLの状態を取得する',
    params: ZAccountChangeParams,
    response: ZAccountChange,
    timeout: TIMEOUTS.default,
    failure: 'false',
    public: true,
    design:
      'Designed here; public (core §2: routes containing account-change need no login). Reads without changing anything, so a mail scanner that fetches the link completes nothing. An unknown token answers 404 { message }; a revoked or late one status 2 (expired).',
  },
  completeAccountChange: {
    method: 'POST',
    path: '/api/account-change/{token}',
    summary: 'メールアドレスの変更を確定する',
    params: ZAccountChangeParams,
    response: ZAccountChange,
    timeout: TIMEOUTS.default,
    failure: 'false',
    public: true,
    design:
      'Designed here; public. Spends the token once (even under concurrent use) and sets the account’s e-mail: status 3 (completed). Expired or revoked: status 2 and nothing changes. An address taken meanwhile by another account answers 422 on email. Limited per address like the password reset.',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user/account',
    summary: 'アカウントを削除する',
    body: ZDeleteAccountRequest,
    response: ZSuccess,
    timeout: TIMEOUTS.passwordCheck,
    failure: 'false',
    design:
      'Designed here (talk §2 /accountdelete). Body { current_password } for an account with a password, else { auth_number } from sms_request to the account’s own number (422 on the missing or wrong one; wrong passwords count as in changeAccountPassword). Every membership is deleted (del_flg), the e-mail, phone and password are cleared (the address and number become free), every live link is revoked and every session of the account ends, this one included (its cookie is cleared). The contract holder (contract_authority 1) and the last company manager of a company with other members are refused with 403: the company would be left without one.',
  },
});
