import { accountEndpoints } from './account.ts';
import { adminUserEndpoints } from './adminUser.ts';
import { albumEndpoints } from './album.ts';
import { attendanceEndpoints } from './attendance.ts';
import { bbsEndpoints } from './bbs.ts';
import { companySettingEndpoints } from './companySetting.ts';
import { contactPersonEndpoints } from './contactPerson.ts';
import { contractEndpoints } from './contract.ts';
import { contractorEndpoints } from './contractor.ts';
import { customerEndpoints } from './customer.ts';
import { dailyEndpoints } from './daily.ts';
import { externalEndpoints } from './external.ts';
import { folderEndpoints } from './folder.ts';
import { invitationEndpoints } from './invitation.ts';
import { memberEndpoints } from './member.ts';
import { memberRepresentEndpoints } from './memberRepresent.ts';
import { mentionEndpoints } from './mention.ts';
import { monitoringEndpoints } from './monitoring.ts';
import { newsEndpoints } from './news.ts';
import { projectEndpoints } from './project.ts';
import { salesEndpoints } from './sales.ts';
import { scheduleEndpoints } from './schedule.ts';
import { sendEndpoints } from './send.ts';
import { storageEndpoints } from './storage.ts';
import { subcontractorEndpoints } from './subcontractor.ts';
import { talkEndpoints } from './talk.ts';
import { userEndpoints } from './user.ts';

/**
 * The catalogue: every call of the spec, keyed by call name. Each family
 * lives in its own file (also published as `@genba/api-client/catalogue/<family>`);
 * this object holds them all, for the server, MSW and tests. A browser app
 * uses `lazyEndpoints` (the default of `createApiClient`) instead, so a page
 * loads only the families it calls.
 */
export const endpoints = {
  ...talkEndpoints,
  ...sendEndpoints,
  ...albumEndpoints,
  ...storageEndpoints,
  ...folderEndpoints,
  ...bbsEndpoints,
  ...dailyEndpoints,
  ...attendanceEndpoints,
  ...newsEndpoints,
  ...mentionEndpoints,
  ...userEndpoints,
  ...accountEndpoints,
  ...adminUserEndpoints,
  ...memberEndpoints,
  ...invitationEndpoints,
  ...companySettingEndpoints,
  ...contactPersonEndpoints,
  ...contractEndpoints,
  ...salesEndpoints,
  ...contractorEndpoints,
  ...subcontractorEndpoints,
  ...memberRepresentEndpoints,
  ...projectEndpoints,
  ...customerEndpoints,
  ...externalEndpoints,
  ...monitoringEndpoints,
  ...scheduleEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export * from './define.ts';
export { type EndpointFamily, FAMILY_OF, type FamilyOf } from './lazy.ts';
export { type EntryHint, isLazyCatalogue, type LazyCatalogue, lazyEndpoints } from './lazyCatalogue.ts';
