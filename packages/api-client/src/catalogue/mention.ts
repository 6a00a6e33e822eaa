import { ZIdParams } from '../schemas/common.ts';
import {
  ZMentionCountResponse,
  ZMentionListQuery,
  ZMentionListResponse,
  ZMentionResponse,
  ZMentionStatusRequest,
} from '../schemas/mention.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

/** Mention calls of talk §7; they fail as `false` (talk §8). */
export const mentionEndpoints = defineEndpoints({
  mention: {
    method: 'GET',
    path: '/api/mention',
    summary: 'メンション一覧',
    query: ZMentionListQuery,
    response: ZMentionListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Params not shown: newest first, at most 99 a page (talk §9), paged by min_id, optionally by status.',
  },
  mention_count: {
    method: 'GET',
    path: '/api/mention/count',
    summary: '未読メンション数',
    response: ZMentionCountResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'The true unread count; the client shows 99+ above 99.',
  },
  mention_status: {
    method: 'PUT',
    path: '/api/mention/status/{id}',
    summary: 'メンションの対応状況を更新',
    params: ZIdParams,
    body: ZMentionStatusRequest,
    response: ZMentionResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Payload not shown: status 0 open or 1 done. Answers the mention.',
  },
  mention_read: {
    method: 'PUT',
    path: '/api/mention/read/{id}',
    summary: 'メンションを既読にする',
    params: ZIdParams,
    response: ZMentionResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'No body: reading is one-way (read_flg becomes 1). Answers the mention.',
  },
});
