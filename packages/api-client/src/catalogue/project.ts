import { z } from 'zod';
import {
  ZBusinessHistoryFileBytes,
  ZBusinessHistoryFileResponse,
  ZBusinessHistoryFileUpload,
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
  ZPrimeContractorList,
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

const PROTEC =
  'A protec company (company authority 16, core §6) installs for the prime contractors (元請) that registered it as their partner company (a subcontractors row whose partner is the acting company); any other company is refused with 403 (PROTEC_MESSAGE.authority).';

const COPIES =
  'tagGroupData: ids of the company’s company-wide tag groups (album_tag_groups with no project and no member), copied with their tags into the new project’s own groups; any other id is refused with 422 at tagGroupData. blackBoardData: the product has no black-board template (black-board settings are kept per photo, talk §3), so the list must be empty; an id is refused with 422 at blackBoardData (PROJECT_COPY_MESSAGE.blackBoard).';

const RECEPTION =
  'dataProtec is the construction reception of core §3 (our reading of how its ids relate): pc_t_subcontractor_relation_id = the subcontractors row naming the acting company as partner; prime_contractor_company_id = that row’s company (filled in from the relation when left out); prime_contractor_office_id = an office of that company; prime_contractor_member = an active in-company member of it; reception_date; reception_number (≤ 50); m_construction_type_id = one of CONSTRUCTION_TYPE (our designed 工事種別 list). A mismatch is a 422 on dataProtec.<field>; an office or member without a prime contractor is refused too.';

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
    design: `JSON { formdata, subManager (member ids: 副担当者, in-company members who join the room as managers whatever their authority; a partner member is refused with 422 at subManager), tagGroupData, blackBoardData }. formdata.construction_type_id (工事種別) is one of CONSTRUCTION_TYPE, our designed list (the spec shows no master). ${COPIES} Project registration is a paid feature (core §1). ${SHAPES}`,
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
    design: `JSON { formdata, subManager (副担当者, as on create; the members and 副担当者 sent become the project's member list) }; projects registered from a linked external system refuse edits of the linked fields (core §5). ${SHAPES}`,
  },
  createProtecProject: {
    method: 'POST',
    path: '/api/project_protec/create',
    summary: '元請・施工店向けの案件を登録する',
    body: ZCreateProtecProjectRequest,
    response: ZProjectWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `JSON { formdata, dataProtec, subManager, members, tagGroupData, blackBoardData }: the rules of createProject (the same code on the server) plus the reception. ${PROTEC} ${RECEPTION} ${COPIES} getProjectEdit then answers the stored reception. ${SHAPES}`,
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
    design: `JSON { formdata, dataProtec, subManager, members }: the rules of updateProject (the same code on the server) plus the reception, which replaces the stored one. ${PROTEC} ${RECEPTION} ${SHAPES}`,
  },
  getPrimeContractors: {
    method: 'GET',
    path: '/api/project_protec/prime-contractors',
    summary: '施工店の元請会社一覧を取得する',
    response: ZPrimeContractorList,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `Not shown in the spec; designed for the 工事受付 section of the project form. { data: [{ relation_id, company_id, name, offices: [{ id, name }], members: [{ id, name }] }] }: the prime contractors that registered the acting company as a partner, by name, each with its offices and active in-company members. ${PROTEC}`,
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
      "Our reading of the path: removes every sub-manager of project {id} (the subManager list of the project payload) and says how many were removed. They stay members of the project and its room, with the room role of their authority (as updateProject with subManager []). The project edit's rights (403); a project registered from a linked external system is refused with 422 on subManager (the edit's external-lock message). Announced to the site room as the members_updated live event.",
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
      'Not shown in the spec. Query { status (0–9, 99 all, 999 edit), office_id, sale_man, fore_man, case_type, team, keyword (case name, kana, customer name, address), date_column + date_from/date_to, sort (any column but team_names), order, page, after_id }; answers { data, total, page, per_page (30, core §9) }. Company managers see every project of the company, others the projects they take part in (the talk rule). Designed keyset paging: after_id is the last project of the previous page; when the sort column is never null (updated_at, created_at, case_name, case_name_kana, case_status) the server continues from its (column, id) instead of skipping page × 30 rows, and `page` stays the page shown (total is still counted, so the page numbers work). Any other sort, or an id that is not a project of the company any more, pages by `page` alone. The memo sort orders by the memo’s first 100 characters.',
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
  uploadBusinessHistoryFile: {
    method: 'POST',
    path: '/api/business-histories/{id}/files',
    summary: '営業履歴にファイルを添付する',
    params: ZIdParams,
    body: ZBusinessHistoryFileUpload,
    bodyType: 'multipart',
    response: ZBusinessHistoryFileResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${HISTORY} Multipart { file }: the talk upload types (jpg, jpeg, png, bmp, gif, pdf, xls, xlsx, doc, docx) whose bytes match their extension, 10 MB each, 10 files an entry; stored through the storage adapter. Writing needs the project-registration role. { success, data: file }.`,
  },
  downloadBusinessHistoryFile: {
    method: 'GET',
    path: '/api/business-history-files/{id}',
    summary: '営業履歴の添付ファイルをダウンロードする',
    params: ZIdParams,
    response: ZBusinessHistoryFileBytes,
    responseType: 'blob',
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${HISTORY} The file's bytes as an attachment (its name in Content-Disposition, nosniff).`,
  },
  deleteBusinessHistoryFile: {
    method: 'DELETE',
    path: '/api/business-history-files/{id}',
    summary: '営業履歴の添付ファイルを削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `${HISTORY} Removes the stored bytes and the row; the page asks first.`,
  },
});
