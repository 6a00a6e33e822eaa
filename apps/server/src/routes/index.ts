import type { EndpointName } from '@genba/api-client/catalogue';
import type { RouteDefinition } from '../http/implement.ts';
import { accountRoutes } from './account/index.ts';
import { adminUserRoutes } from './adminUser/index.ts';
import { aggregateRoutes } from './aggregate/index.ts';
import { albumRoutes } from './album/index.ts';
import { albumPushRoutes } from './album/push.ts';
import { albumShareRoutes } from './album/share.ts';
import { albumSyncRoutes } from './album/sync.ts';
import { talkTagMasterRoutes } from './album/tagMaster.ts';
import { attendanceRoutes } from './attendance/index.ts';
import { bbsFileRoutes } from './bbsFiles/index.ts';
import { businessHistoryRoutes } from './businessHistory/index.ts';
import { companySettingRoutes } from './companySetting/index.ts';
import { customerRoutes } from './customer/index.ts';
import { dailyRoutes } from './daily/index.ts';
import { dailyProjectRoutes } from './daily/projects.ts';
import { eventRoutes } from './events/index.ts';
import { externalRoutes } from './external/index.ts';
import { invitationRoutes } from './invitation/index.ts';
import { linkPreviewRoutes } from './linkPreview/index.ts';
import { memberRoutes } from './member/index.ts';
import { monitoringRoutes } from './monitoring/index.ts';
import { projectRoutes } from './project/index.ts';
import { protecRoutes } from './project/protec.ts';
import { scheduleRoutes } from './schedule/index.ts';
import { sendRoutes } from './send/index.ts';
import { sendPhotoRoutes } from './send/photo.ts';
import { settingRoutes } from './setting/index.ts';
import { subcontractorRoutes } from './subcontractor/index.ts';
import { talkRoutes } from './talk/index.ts';
import { bbsRoutes } from './talkNews/bbs.ts';
import { mentionRoutes, newsRoutes } from './talkNews/index.ts';
import { groupListRoutes } from './talkPhotos/groupLists.ts';
import { talkPhotoRoutes } from './talkPhotos/index.ts';
import { talkRoomRoutes } from './talkrooms/index.ts';
import { loginRoutes } from './user/login.ts';
import { passwordRoutes } from './user/password.ts';
import { qrLoginRoutes } from './user/qrLogin.ts';
import { sessionRoutes } from './user/session.ts';
import { smsRoutes } from './user/sms.ts';

/**
 * Every catalogue entry the server implements. A feature adds its module's
 * array here (one line); the contract test reads implementedEndpointNames.
 */
export const routes: RouteDefinition[] = [
  ...loginRoutes,
  ...smsRoutes,
  ...qrLoginRoutes,
  ...passwordRoutes,
  ...sessionRoutes,
  ...accountRoutes,
  ...adminUserRoutes,
  ...talkRoutes,
  ...talkRoomRoutes,
  ...projectRoutes,
  ...protecRoutes,
  ...customerRoutes,
  ...businessHistoryRoutes,
  ...sendRoutes,
  ...sendPhotoRoutes,
  ...talkPhotoRoutes,
  ...groupListRoutes,
  ...eventRoutes,
  ...linkPreviewRoutes,
  ...dailyProjectRoutes,
  ...dailyRoutes,
  ...attendanceRoutes,
  ...aggregateRoutes,
  ...externalRoutes,
  ...monitoringRoutes,
  ...albumRoutes,
  ...albumShareRoutes,
  ...albumSyncRoutes,
  ...talkTagMasterRoutes,
  ...albumPushRoutes,
  ...invitationRoutes,
  ...memberRoutes,
  ...scheduleRoutes,
  ...settingRoutes,
  ...companySettingRoutes,
  ...newsRoutes,
  ...mentionRoutes,
  ...bbsRoutes,
  ...bbsFileRoutes,
  ...subcontractorRoutes,
];

export const implementedEndpointNames: readonly EndpointName[] = routes.map((r) => r.name);
