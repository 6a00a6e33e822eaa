import { ZIdParams } from '../schemas/common.ts';
import {
  ZCreateScheduleTaskRequest,
  ZDeleteScheduleTaskResponse,
  ZGetScheduleBoardQuery,
  ZGetScheduleBoardResponse,
  ZMoveScheduleTasksRequest,
  ZMoveScheduleTasksResponse,
  ZScheduleStatusResponse,
  ZScheduleTaskResponse,
  ZUpdateScheduleStatusRequest,
  ZUpdateScheduleTaskRequest,
} from '../schemas/schedule.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const DESIGNED =
  'Designed for issue 14: the spec names the schedule board (core §1, talk §2/§4) but shows none of its calls.';
const RIGHTS =
  'Task rights of core §6 are decided by the server (403 with the no-permission message); project access and tenancy as every project call.';

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
    design: `${DESIGNED} The member's projects (all of the company's for a company manager), ordered by start date, paged by 30 (core §9 schedule paging), each with its tasks and sub-tasks and can_edit (core §6 task rights).`,
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
});
