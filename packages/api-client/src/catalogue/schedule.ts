import { ZIdParams } from '../schemas/common.ts';
import {
  ZApplyScheduleTemplateRequest,
  ZApplyScheduleTemplateResponse,
  ZCreateScheduleTaskRequest,
  ZCreateScheduleTemplateRequest,
  ZDeleteScheduleTaskResponse,
  ZDeleteScheduleTemplateResponse,
  ZGetScheduleBoardQuery,
  ZGetScheduleBoardResponse,
  ZGetWorkCalendarResponse,
  ZListScheduleTemplatesResponse,
  ZMoveScheduleTasksRequest,
  ZMoveScheduleTasksResponse,
  ZRenameScheduleTemplateRequest,
  ZScheduleStatusResponse,
  ZScheduleTaskResponse,
  ZScheduleTemplateResponse,
  ZUpdateScheduleStatusRequest,
  ZUpdateScheduleTaskRequest,
  ZUpdateWorkCalendarRequest,
} from '../schemas/schedule.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const DESIGNED =
  'Designed for issue 14: the spec names the schedule board (core §1, talk §2/§4) but shows none of its calls.';
const RIGHTS =
  'Task rights of core §6 are decided by the server (403 with the no-permission message); project access and tenancy as every project call.';

const TEMPLATE_DESIGNED =
  'Designed for issue 14: the spec names process templates (core §1, §2 /genbamaster/template and the process-template setting) but shows none of their calls or fields.';
const TEMPLATE_RIGHTS =
  "Company templates are managed by a company manager or an office manager (who may open the site-master settings); others get 403 with the template no-permission message; another company's template answers like an unknown one (403, no probing).";

const CALENDAR_DESIGNED =
  "Designed for issue 14: the spec asks the board to shade the company's non-working days but gives no data or calls for them. One setting per company: weekly_off (0 Sunday … 6 Saturday), public_holidays_off (Japan's public holidays, @holiday-jp/holiday_jp) and dates (specific days off with an optional name, at most 500). A company that never saved one answers Saturdays, Sundays and public holidays off.";

/** The schedule (工程表) calls: the Gantt board, tasks and sub-tasks, moves and the construction status. */
export const scheduleEndpoints = defineEndpoints({
  getScheduleBoard: {
    method: 'GET',
    path: '/api/schedule/board',
    summary: '全体工程表：メンバーの現場とタスクを30現場ずつ取得',
    query: ZGetScheduleBoardQuery,
    response: ZGetScheduleBoardResponse,
    timeout: TIMEOUTS.default,
    cancellable: true,
    failure: 'false',
    design: `${DESIGNED} The member's projects (all of the company's for a company manager), ordered by start date, paged by 30 (core §9 schedule paging), each with its tasks and sub-tasks and can_edit (core §6 task rights). project_id narrows the answer to that one project (the /talk task-list tab); a project the member may not open answers an empty page.`,
  },
  createScheduleTask: {
    method: 'POST',
    path: '/api/schedule/tasks',
    summary: 'タスク・サブタスクを登録',
    body: ZCreateScheduleTaskRequest,
    response: ZScheduleTaskResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} parent_id makes a sub-task (one level). The task must lie inside the project period (core §5). ${RIGHTS}`,
  },
  updateScheduleTask: {
    method: 'PUT',
    path: '/api/schedule/tasks/{id}',
    summary: 'タスクを更新（日程・状態・進捗・色・メンバー・実績）',
    params: ZIdParams,
    body: ZUpdateScheduleTaskRequest,
    response: ZScheduleTaskResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Replaces the task's fields and members; dates must lie inside the project period. ${RIGHTS}`,
  },
  deleteScheduleTask: {
    method: 'DELETE',
    path: '/api/schedule/tasks/{id}',
    summary: 'タスクを削除（サブタスク・実績も削除）',
    params: ZIdParams,
    response: ZDeleteScheduleTaskResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Deletes the task with its sub-tasks and records (the client warns they cannot be restored, core §8). ${RIGHTS}`,
  },
  moveScheduleTasks: {
    method: 'POST',
    path: '/api/schedule/tasks/move',
    summary: 'タスクの移動・期間変更（一括）',
    body: ZMoveScheduleTasksRequest,
    response: ZMoveScheduleTasksResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Drag move and resize (core §4). A change that moves a parent moves its sub-tasks by the same days; all changes commit in one transaction or none (422 with the project-period message of core §5). Answers every task whose dates changed. ${RIGHTS}`,
  },
  updateScheduleStatus: {
    method: 'PUT',
    path: '/api/schedule/projects/{id}/status',
    summary: '工程の状態（仮押さえ・確定・未設定）を変更',
    params: ZIdParams,
    body: ZUpdateScheduleStatusRequest,
    response: ZScheduleStatusResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Sets the project's schedule construction status (core §4). ${RIGHTS}`,
  },
  confirmSchedule: {
    method: 'POST',
    path: '/api/schedule/projects/{id}/confirm',
    summary: '工程を確定（仮押さえ→確定）',
    params: ZIdParams,
    response: ZScheduleStatusResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${DESIGNED} Turns a temporary hold into confirmed after the confirm dialog; other statuses are unchanged and editing stays allowed (core §4). ${RIGHTS}`,
  },

  listScheduleTemplates: {
    method: 'GET',
    path: '/api/schedule/templates',
    summary: '工程テンプレートの一覧を取得',
    response: ZListScheduleTemplatesResponse,
    timeout: TIMEOUTS.default,
    cancellable: true,
    failure: 'false',
    design: `${TEMPLATE_DESIGNED} The acting company's templates, newest first (at most 100); any member of the company may read them to apply one.`,
  },
  createScheduleTemplate: {
    method: 'POST',
    path: '/api/schedule/templates',
    summary: '現場のタスクを工程テンプレートとして保存',
    body: ZCreateScheduleTemplateRequest,
    response: ZScheduleTemplateResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${TEMPLATE_DESIGNED} Saves the project's task tree (names, colours, numbers, memo, each task's offset from the first day and its length); needs task rights on the project (core §6). 422 when the project has no tasks, more than 300, or the company already has 100 templates.`,
  },
  renameScheduleTemplate: {
    method: 'PUT',
    path: '/api/schedule/templates/{id}',
    summary: '工程テンプレートの名前を変更',
    params: ZIdParams,
    body: ZRenameScheduleTemplateRequest,
    response: ZScheduleTemplateResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${TEMPLATE_DESIGNED} ${TEMPLATE_RIGHTS}`,
  },
  deleteScheduleTemplate: {
    method: 'DELETE',
    path: '/api/schedule/templates/{id}',
    summary: '工程テンプレートを削除',
    params: ZIdParams,
    response: ZDeleteScheduleTemplateResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${TEMPLATE_DESIGNED} Deletes the template; tasks already made from it stay. ${TEMPLATE_RIGHTS}`,
  },
  applyScheduleTemplate: {
    method: 'POST',
    path: '/api/schedule/templates/{id}/apply',
    summary: '工程テンプレートを現場に適用（開始日から配置）',
    params: ZIdParams,
    body: ZApplyScheduleTemplateRequest,
    response: ZApplyScheduleTemplateResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${TEMPLATE_DESIGNED} Creates the template's tasks and sub-tasks on the project, the first day on start_date and every task keeping its offset and length, in one transaction; each must lie inside the project period (422 with the core §5 message) and the caller needs task rights on the project (core §6). Answers the created tasks.`,
  },

  getWorkCalendar: {
    method: 'GET',
    path: '/api/schedule/calendar',
    summary: '会社の休日設定を取得',
    response: ZGetWorkCalendarResponse,
    timeout: TIMEOUTS.default,
    cancellable: true,
    failure: 'false',
    design: `${CALENDAR_DESIGNED} Any member acting in the company reads it (partners included: they read the board); can_edit says whether the caller may change it.`,
  },
  updateWorkCalendar: {
    method: 'PUT',
    path: '/api/schedule/calendar',
    summary: '会社の休日設定を保存',
    body: ZUpdateWorkCalendarRequest,
    response: ZGetWorkCalendarResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `${CALENDAR_DESIGNED} Replaces the whole setting (weekdays and dates sorted, stored in one transaction). Only a company manager writes; anyone else gets 403 with 休日設定を変更する権限がありません。 422 for a repeated weekday or date.`,
  },
});
