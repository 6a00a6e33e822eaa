import { ZIdParams, ZStatus, ZSuccess } from '../schemas/common.ts';
import {
  ZAdminNewsListResponse,
  ZAdminNewsRequest,
  ZAdminNewsResponse,
  ZAdminNewsSaveRequest,
  ZNewsIdRequest,
  ZNewsListResponse,
  ZReadAllNewsResponse,
} from '../schemas/news.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const NEWS_LIST_DESIGN =
  "Shape not shown: the published items for the device (target all or pc/sp), newest first, with the member's read and dismissed flags and the unread count for the badge.";

/**
 * News calls of talk §7. Member reads fail as `false`; admin calls take 30000 ms and the
 * admin create/update fail as `{ status: false, errors }` (talk §8, §9).
 */
export const newsEndpoints = defineEndpoints({
  update_unpopup: {
    method: 'POST',
    path: '/api/news/update_unpopup',
    summary: 'お知らせのポップアップを今後表示しない',
    body: ZNewsIdRequest,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: "Payload news_id as the spec lists; sets the member's unpopup flag.",
  },
  update_read_news: {
    method: 'POST',
    path: '/api/news/update_read_news',
    summary: 'お知らせを既読にする',
    body: ZNewsIdRequest,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'Payload news_id; sent when the member opens an item (talk §4).',
  },
  pc_news: {
    method: 'GET',
    path: '/api/news/pc_news',
    summary: 'お知らせ一覧（PC）',
    response: ZNewsListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: NEWS_LIST_DESIGN,
  },
  sp_news: {
    method: 'GET',
    path: '/api/news/sp_news',
    summary: 'お知らせ一覧（スマートフォン）',
    response: ZNewsListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: NEWS_LIST_DESIGN,
  },
  admin_news: {
    method: 'GET',
    path: '/api/news/admin_news',
    summary: 'お知らせ管理：一覧',
    response: ZAdminNewsListResponse,
    timeout: TIMEOUTS.adminNews,
    failure: 'false',
    design: 'Every item including unpublished ones, newest first, with how many members have read it.',
  },
  delete_news: {
    method: 'DELETE',
    path: '/api/news/{id}',
    summary: 'お知らせ管理：削除',
    params: ZIdParams,
    response: ZStatus,
    timeout: TIMEOUTS.adminNews,
    failure: 'status-errors',
    design: 'An admin write, so it answers { status } like create and update.',
  },
  admin_news_create: {
    method: 'POST',
    path: '/api/news/admin_news',
    summary: 'お知らせ管理：作成',
    body: ZAdminNewsRequest,
    response: ZAdminNewsResponse,
    timeout: TIMEOUTS.adminNews,
    failure: 'status-errors',
    design:
      'Body not shown: title, type, HTML body or an uploaded file path, target device, pop-up flag and publishing period. Answers { status: true, data } with the stored item.',
  },
  admin_news_save: {
    method: 'PUT',
    path: '/api/news/admin_news',
    summary: 'お知らせ管理：更新（本文にID）',
    body: ZAdminNewsSaveRequest,
    response: ZAdminNewsResponse,
    timeout: TIMEOUTS.adminNews,
    failure: 'status-errors',
    design:
      'The spec lists PUT and POST on the same path with a body: the PUT is the update with the id in the body.',
  },
  admin_news_update: {
    method: 'PUT',
    path: '/api/news/admin_news/{id}',
    summary: 'お知らせ管理：更新',
    params: ZIdParams,
    body: ZAdminNewsRequest,
    response: ZAdminNewsResponse,
    timeout: TIMEOUTS.adminNews,
    failure: 'status-errors',
    design: 'The same update with the id in the path.',
  },
  update_read_all: {
    method: 'PUT',
    path: '/api/news/update_read_all',
    summary: 'お知らせをすべて既読にする',
    response: ZReadAllNewsResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: 'No body: marks every published item read for the member and answers how many changed.',
  },
});
