import { ZIdParams, ZSuccess } from '../schemas/common.ts';
import {
  ZCompanyTeamWriteRequest,
  ZCompanyTeamWriteResponse,
  ZDailyAttendanceSettingRequest,
  ZDailyAttendanceSettingWriteResponse,
  ZGetCompanyTeamsResponse,
  ZGetOccupationsResponse,
  ZOccupationWriteRequest,
  ZOccupationWriteResponse,
  ZWorkerSetting,
  ZWorkerSettingRequest,
  ZWorkerSettingWriteResponse,
} from '../schemas/companySetting.ts';
import { defineEndpoints, TIMEOUTS } from './define.ts';

const SETTINGS_ACCESS =
  'Open to those who may open the settings screens (office_update or contract authority, not a free account; core §6); others get 403.';

/**
 * The company's settings screens of core §2 (/setting/worker, /setting/occupations,
 * /setting/company-team). The spec names the routes and the data they feed
 * (company_auth_worker_requires, the worker list's occupations, the case list's
 * team_names) but no call: every entry here is designed.
 */
export const companySettingEndpoints = defineEndpoints({
  getWorkerSetting: {
    method: 'GET',
    path: '/api/setting/worker',
    summary: '作業員名簿の必須設定を取得する',
    response: ZWorkerSetting,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design: `Designed here: /setting/worker reads the auths whose members must fill the worker list (core §3 company_auth_worker_requires, also in the init data's company). ${SETTINGS_ACCESS}`,
  },
  updateWorkerSetting: {
    method: 'PUT',
    path: '/api/setting/worker',
    summary: '作業員名簿の必須設定を更新する',
    body: ZWorkerSettingRequest,
    response: ZWorkerSettingWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. Body { company_auth_worker_requires: auth ids } (in-company and partner auths of core §6; 422 otherwise). An empty list turns the company requirement off. The member form and createMember/updateMember then require the worker list of a member whose own setting is left to the company (core §5). ${SETTINGS_ACCESS}`,
  },
  updateDailyAttendanceSetting: {
    method: 'PUT',
    path: '/api/setting/daily-attendance',
    summary: '会社の勤務時間（日報・勤怠の既定値）を更新する',
    body: ZDailyAttendanceSettingRequest,
    response: ZDailyAttendanceSettingWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `designed: the spec does not show this. Core §2 names /setting/daily-attendance without fields; the one company option of that area the product already holds is the default working hours the attendance and daily forms prefill (getAppendInitData TimeDefaultCompany), so the screen edits those (docs/adr/012). Body { start_time, end_time, rest_start_time, rest_end_time } as HH:mm: end after start, the rest inside the hours (workingHoursSchema; 422 at the field). Answers the saved TimeDefaultCompany. Read through getAppendInitData. What the spec leaves open (a company option for daily approval, attendance closing) has no field. Access: the route key setting-daily-attendance. ${SETTINGS_ACCESS}`,
  },
  getOccupations: {
    method: 'GET',
    path: '/api/setting/occupations',
    summary: '職種の一覧を取得する',
    response: ZGetOccupationsResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: the company’s occupations (職種) in the order they were added, each with how many members’ worker lists name it (m_occupation_id). Every member of the company reads it (the member form offers it); writes follow the settings rule.',
  },
  createOccupation: {
    method: 'POST',
    path: '/api/setting/occupations',
    summary: '職種を登録する',
    body: ZOccupationWriteRequest,
    response: ZOccupationWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. Body { name } (required, 20 characters). A name the company already has, or more than 100 occupations, is refused with 422 on name. ${SETTINGS_ACCESS}`,
  },
  updateOccupation: {
    method: 'PUT',
    path: '/api/setting/occupations/{id}',
    summary: '職種名を変更する',
    params: ZIdParams,
    body: ZOccupationWriteRequest,
    response: ZOccupationWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. As createOccupation; another company’s occupation answers 404. Worker lists keep pointing at it by id. ${SETTINGS_ACCESS}`,
  },
  deleteOccupation: {
    method: 'DELETE',
    path: '/api/setting/occupations/{id}',
    summary: '職種を削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. An occupation named by a live member’s worker list is refused with 422 on id; another company’s answers 404. ${SETTINGS_ACCESS}`,
  },
  getCompanyTeams: {
    method: 'GET',
    path: '/api/setting/company-team',
    summary: 'チームの一覧を取得する',
    response: ZGetCompanyTeamsResponse,
    timeout: TIMEOUTS.default,
    failure: 'false',
    design:
      'Designed here: the company’s teams (チーム) in the order they were added, each with how many cases carry it. Every member of the company reads it (the case list’s team filter offers it); writes follow the settings rule.',
  },
  createCompanyTeam: {
    method: 'POST',
    path: '/api/setting/company-team',
    summary: 'チームを登録する',
    body: ZCompanyTeamWriteRequest,
    response: ZCompanyTeamWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. Body { name } (required, 50 characters, the case list filter's limit). A name the company already has, or more than 100 teams, is refused with 422 on name. ${SETTINGS_ACCESS}`,
  },
  updateCompanyTeam: {
    method: 'PUT',
    path: '/api/setting/company-team/{id}',
    summary: 'チーム名を変更する',
    params: ZIdParams,
    body: ZCompanyTeamWriteRequest,
    response: ZCompanyTeamWriteResponse,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. As createCompanyTeam; the company’s cases that carry the old name carry the new one (same transaction). Another company’s team answers 404. ${SETTINGS_ACCESS}`,
  },
  deleteCompanyTeam: {
    method: 'DELETE',
    path: '/api/setting/company-team/{id}',
    summary: 'チームを削除する',
    params: ZIdParams,
    response: ZSuccess,
    timeout: TIMEOUTS.default,
    failure: 'success-false',
    design: `Designed here. The team is taken off the company’s cases in the same transaction. Another company’s team answers 404. ${SETTINGS_ACCESS}`,
  },
});
