import { z } from 'zod';
import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import { ZMemberRepresent, ZMemberRepresentCreateRequest } from '../schemas/contractor.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Members of ours in charge of a partner company (core §7 member-represent). */
export const memberRepresentEndpoints = defineEndpoints({
  createMemberRepresent: {
    method: 'POST',
    path: '/api/member-represent',
    summary: '協力会社の担当メンバーを登録する',
    body: ZMemberRepresentCreateRequest,
    response: z.object({ success: z.literal(true), data: z.array(ZMemberRepresent) }),
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Body { contractor_id, member_ids (array or comma-joined) }; members already in charge are kept once. Returns the contractor’s full list.',
  },
  deleteMemberRepresent: {
    method: 'DELETE',
    path: '/api/delete/{id}/member-represent',
    summary: '協力会社の担当メンバーを外す',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: 'id is the member-represent row id.',
  },
});
