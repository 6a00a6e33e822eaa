import { z } from 'zod';
import {
  ZBusinessHistoryListResponse,
  ZBusinessHistoryRequest,
  ZBusinessHistoryWriteResponse,
} from '../schemas/businessHistory.ts';
import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import {
  ZCaseColumns,
  ZCaseListRequest,
  ZCaseListResponse,
  ZCompletionStatusList,
  ZCompletionStatusParams,
  ZCreateProjectRequest,
  ZCreateProtecProjectRequest,
  ZProjectEditResponse,
  ZProjectWriteResponse,
  ZUpdateCompletionStatusRequest,
  ZUpdateCompletionStatusResponse,
  ZUpdateProjectRequest,
  ZUpdateProtecProjectRequest,
} from '../schemas/project.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const HISTORY =
  'Not shown in the spec (core §3 lists the business-history fields only); designed here. Business history is customer-side sales information: it needs the customer screen’s rule (member permission and contract feature; hidden from cooperation and general roles, core §6) and access to the project (a participant, or a company manager); another company’s entry answers 404 like an unknown id.';

const SHAPES =
  'Response shapes are not shown in the spec: writes answer { success: true, data: project }, failures { success: false } with the error shapes of talk §8.';

/** Project and installer (protec) project calls (core §7 "Project"). */
export const projectEndpoints = defineEndpoints({
  deleteProject: {
    method: 'DELETE',
    path: '/api/project/{id}',
    summary: '案件を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Deletes the project with its rooms, photos and schedule (the confirmation says this cannot be undone). ${SHAPES}`,
  },
  getProjectEdit: {
    method: 'GET',
    path: '/api/project/{id}/edit',
    summary: '案件の編集データを取得する',
    params: ZIdParams,
    response: ZProjectEditResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      '{ success, data: { project, sub_managers, members (designed: everyone taking part, with their room role, for the form’s member checkboxes), construction_reception (installer projects, else null) } }.',
  },
  createProject: {
    method: 'POST',
    path: '/api/project',
    summary: '案件を登録する',
    body: ZCreateProjectRequest,
    response: ZProjectWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `JSON { formdata, subManager (member ids), tagGroupData (tag group ids to copy), blackBoardData (black-board template ids to copy) }. Project registration is a paid feature (core §1). ${SHAPES}`,
  },
  updateProject: {
    method: 'PUT',
    path: '/api/project/{id}',
    summary: '案件を更新する',
    params: ZIdParams,
    body: ZUpdateProjectRequest,
    response: ZProjectWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `JSON { formdata, subManager }; projects registered from a linked external system refuse edits of the linked fields (core §5). ${SHAPES}`,
  },
  createProtecProject: {
    method: 'POST',
    path: '/api/project_protec/create',
    summary: '元請・施工店向けの案件を登録する',
    body: ZCreateProtecProjectRequest,
    response: ZProjectWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `As createProject plus dataProtec: the construction reception of core §3 (reception date and number, prime contractor company/office/member, construction type, subcontractor relation). Needs protec authority. ${SHAPES}`,
  },
  updateProtecProject: {
    method: 'PUT',
    path: '/api/project_protec/{id}/update',
    summary: '元請・施工店向けの案件を更新する',
    params: ZIdParams,
    body: ZUpdateProtecProjectRequest,
    response: ZProjectWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `JSON { formdata, dataProtec, subManager }. ${SHAPES}`,
  },
  deleteFieldSubAll: {
    method: 'DELETE',
    path: '/api/field/sub/delete-all/{id}',
    summary: '案件のサブ担当者をすべて外す',
    params: ZIdParams,
    response: z.object({ success: z.literal(true), deleted: z.number().int().min(0) }),
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Our reading of the path: removes every sub-manager of project {id} (the subManager list of the project payload) and says how many were removed.',
  },
  getCaseList: {
    method: 'GET',
    path: '/api/case-list',
    summary: '案件一覧を取得する',
    query: ZCaseListRequest,
    response: ZCaseListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Not shown in the spec. Query { status (0–9, 99 all, 999 edit), office_id, sale_man, fore_man, case_type, team, keyword (case name, kana, customer name, address), date_column + date_from/date_to, sort (any column but team_names), order, page }; answers { data, total, page, per_page (30, core §9) }. Company managers see every project of the company, others the projects they take part in (the talk rule).',
  },
  getCaseColumnList: {
    method: 'GET',
    path: '/api/users_case_column_list',
    summary: '案件一覧の表示項目を取得する',
    response: ZCaseColumns,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Not shown in the spec; mirrors users_contractor_column_list. { columns } in display order, saved per member; DEFAULT_CASE_COLUMNS when the member has never chosen.',
  },
  saveCaseColumnList: {
    method: 'POST',
    path: '/api/users_case_column_list',
    summary: '案件一覧の表示項目を保存する',
    body: ZCaseColumns,
    response: ZCaseColumns,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Not shown in the spec. Body { columns } replaces the member’s choice (case_name is always kept first); returns it.',
  },
  getCompletionStatuses: {
    method: 'GET',
    path: '/api/project-completion-statuses',
    summary: '案件の進捗状況の設定を取得する',
    response: ZCompletionStatusList,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Not shown in the spec. { data } with the ten statuses of core §4 in order; a status the company never renamed carries its default label, an empty memo and its default colour. Every member reads it (badges appear everywhere).',
  },
  updateCompletionStatus: {
    method: 'PUT',
    path: '/api/project-completion-statuses/{status}',
    summary: '案件の進捗状況の名称・メモ・色を更新する',
    params: ZCompletionStatusParams,
    body: ZUpdateCompletionStatusRequest,
    response: ZUpdateCompletionStatusResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design:
      'Not shown in the spec. Body { name (≤ 10), memo (≤ 100), color (#rrggbb) } of core §3/§5; completion settings need the member permission and the contract feature (core §6: managers of a paid account).',
  },
  getBusinessHistories: {
    method: 'GET',
    path: '/api/project/{id}/business-histories',
    summary: '案件の営業履歴を取得する',
    params: ZIdParams,
    response: ZBusinessHistoryListResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${HISTORY} Answers { data, total }: the project's whole history (at most 1000 entries), newest day first, then latest start time.`,
  },
  createBusinessHistory: {
    method: 'POST',
    path: '/api/project/{id}/business-histories',
    summary: '案件の営業履歴を登録する',
    params: ZIdParams,
    body: ZBusinessHistoryRequest,
    response: ZBusinessHistoryWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${HISTORY} JSON { operation_date, start_time, end_time, operation_class, contact_person, claim_flg, memo, referral_sales_type, neighbourhood_approach_type }; writing also needs the project-registration role (free accounts are told it is paid). { success, data: entry }.`,
  },
  updateBusinessHistory: {
    method: 'PUT',
    path: '/api/business-histories/{id}',
    summary: '営業履歴を更新する',
    params: ZIdParams,
    body: ZBusinessHistoryRequest,
    response: ZBusinessHistoryWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${HISTORY} As createBusinessHistory; the whole entry is replaced.`,
  },
  deleteBusinessHistory: {
    method: 'DELETE',
    path: '/api/business-histories/{id}',
    summary: '営業履歴を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${HISTORY} The page asks first (BUSINESS_HISTORY_MESSAGE.deleteWarning).`,
  },
});
