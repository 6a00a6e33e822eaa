import { ZGetProjectListQuery, ZGetProjectListResponse } from '../schemas/chat.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Talk reads of talk §7 (GET unless the spec notes otherwise). */
export const talkEndpoints = defineEndpoints({
  getProjectList: {
    method: 'GET',
    path: '/api/talk/getProjectList',
    summary: 'ログイン中のメンバーが参加する現場トークの一覧',
    query: ZGetProjectListQuery,
    response: ZGetProjectListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Shape not shown in the spec. One row per project room the member belongs to, built from the chat room entity (chatroom_id, attendance_field_id, case_name, service_id) plus what the talk list shows: completion status with the company label and colour, unread and mention counts, newest message preview and its time. Rows are ordered by last_sent, newest first, rooms without messages last. total_unread feeds the tab badge.',
  },
});
