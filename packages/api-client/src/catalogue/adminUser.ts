import { ZIdParams, ZPagingQuery, ZSuccess, zKeyword, zPage } from '../schemas/common.ts';
import {
  ZAdminUser,
  ZAdminUserCreateRequest,
  ZAdminUserUpdateRequest,
  ZAdminUserWriteResponse,
} from '../schemas/user.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const WRITE_DESIGN =
  'Admin screens are not shown in the spec. Success { status: true, data: admin user }; failure 422 { message, errors } read as status false with the server’s errors.';

/** System administrator accounts (talk §7 admin_user). */
export const adminUserEndpoints = defineEndpoints({
  getAdminUsers: {
    method: 'GET',
    path: '/api/admin_user',
    summary: 'システム管理者の一覧を取得する',
    query: ZPagingQuery.extend({ keyword: zKeyword }),
    response: zPage(ZAdminUser),
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Paged { data, total }; keyword matches name or e-mail.',
  },
  createAdminUser: {
    method: 'POST',
    path: '/api/admin_user',
    summary: 'システム管理者を登録する',
    body: ZAdminUserCreateRequest,
    response: ZAdminUserWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'status-errors',
    design: `Body { name, email, role, password, password_confirmation }. ${WRITE_DESIGN}`,
  },
  updateAdminUser: {
    method: 'PUT',
    path: '/api/admin_user',
    summary: 'システム管理者を更新する',
    body: ZAdminUserUpdateRequest,
    response: ZAdminUserWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'status-errors',
    design: `The spec's PUT has no {id}: the body carries id; password only when it changes. ${WRITE_DESIGN}`,
  },
  deleteAdminUser: {
    method: 'DELETE',
    path: '/api/admin_user/{id}',
    summary: 'システム管理者を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'An administrator cannot delete their own account (403).',
  },
});
