import { canOpenMemberInformation, canUpdateMembers } from '@genba/validators';
import { forbidden } from '../../http/errors.ts';
import { implement } from '../../http/implement.ts';
import { requireProjectAccess } from '../../http/tenancy.ts';
import { listMembers, officesOfMembers } from './queries.ts';
import { toWireMemberListItem } from './wire.ts';

export const MEMBER_LIST_FORBIDDEN_MESSAGE = 'メンバー情報を閲覧する権限がありません。';

/** The member table of /member/information (core §2, §6). */
export const memberRoutes = [
  implement('getMembers', async ({ db, query, member, company }) => {
    if (query.field_id !== undefined) {
      // A site's members are visible to anyone who takes part in the site (its room lists them).
      await requireProjectAccess(db, { member, company }, query.field_id);
    } else {
      const user = { auth_id: member.authId, member_update_allowed: member.memberUpdateAllowed };
      const allowed = canOpenMemberInformation({
        hasPermission: canUpdateMembers(user),
        member_update_allowed: member.memberUpdateAllowed,
      });
      if (!allowed) throw forbidden(MEMBER_LIST_FORBIDDEN_MESSAGE);
    }
    const { rows, total } = await listMembers(db, {
      companyId: company.id,
      keyword: query.keyword,
      officeId: query.office_id,
      authId: query.auth_id,
      loginType: query.login_type,
      status: query.status,
      fieldId: query.field_id,
      offset: query.offset,
      limit: query.limit,
    });
    const offices = await officesOfMembers(
      db,
      rows.map((r) => r.member.id),
    );
    return { data: rows.map((r) => toWireMemberListItem(r, offices.get(r.member.id) ?? [])), total };
  }),
];
