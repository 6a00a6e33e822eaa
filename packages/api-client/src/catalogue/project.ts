import { z } from 'zod';
import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import {
  ZCreateProjectRequest,
  ZCreateProtecProjectRequest,
  ZProjectEditResponse,
  ZProjectWriteResponse,
  ZUpdateProjectRequest,
  ZUpdateProtecProjectRequest,
} from '../schemas/project.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

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
      '{ success, data: { project, sub_managers, construction_reception (installer projects, else null) } }.',
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
});
