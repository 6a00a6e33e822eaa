import type { TGetMembersQuery } from '@genba/api-client/schemas';
import { AUTH_ID_LABEL, type AuthId, LOGIN_TYPE_LABEL, type LoginType } from '@genba/validators';

/** The member table's filters as the selects hold them: '' means no filter. */
export type MemberFilters = {
  office_id: string;
  auth_id: string;
  login_type: string;
  status: string;
};

export const EMPTY_MEMBER_FILTERS: MemberFilters = { office_id: '', auth_id: '', login_type: '', status: '' };

/** Rows per page of the member table. */
export const MEMBER_PAGE_SIZE = 20;

export const MEMBER_STATUS_LABEL = { 1: '利用中', 2: '規約未同意' } as const;

/** The getMembers query of a page under the filters ('' filters are left out). */
export const membersQuery = (f: MemberFilters, page: number): TGetMembersQuery => ({
  offset: page * MEMBER_PAGE_SIZE,
  limit: MEMBER_PAGE_SIZE,
  ...(f.office_id ? { office_id: Number(f.office_id) } : {}),
  ...(f.auth_id ? { auth_id: Number(f.auth_id) as AuthId } : {}),
  ...(f.login_type ? { login_type: Number(f.login_type) as LoginType } : {}),
  ...(f.status ? { status: Number(f.status) as 1 | 2 } : {}),
});

/** How many pages `total` rows fill (at least one, so the pager reads 1 / 1 on an empty table). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / MEMBER_PAGE_SIZE));

export const authOptions = () =>
  (Object.entries(AUTH_ID_LABEL) as [string, string][]).map(([value, label]) => ({ value, label }));

export const loginTypeOptions = () =>
  (Object.entries(LOGIN_TYPE_LABEL) as [string, string][]).map(([value, label]) => ({ value, label }));

export const statusOptions = () =>
  Object.entries(MEMBER_STATUS_LABEL).map(([value, label]) => ({ value, label }));
