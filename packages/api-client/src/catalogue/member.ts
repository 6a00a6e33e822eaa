import { ZGetMembersQuery, ZGetMembersResponse } from '../schemas/member.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** The company's members (core §2 /member/information). The form's create and update calls sit in the user family. */
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
});
