import { accountExamples } from './examples/account.ts';
import { adminUserExamples } from './examples/adminUser.ts';
import { albumExamples } from './examples/album.ts';
import { bbsFileExamples } from './examples/bbsFiles.ts';
import { contractExamples } from './examples/contracts.ts';
import { attendanceExamples, dailyExamples } from './examples/daily.ts';
import { externalExamples } from './examples/external.ts';
import { invitationExamples } from './examples/invitation.ts';
import { monitoringExamples } from './examples/monitoring.ts';
import { newsAndMentionExamples } from './examples/newsAndMentions.ts';
import { organisationExamples } from './examples/organisation.ts';
import { projectExamples } from './examples/projects.ts';
import { scheduleExamples } from './examples/schedule.ts';
import { subcontractorExamples } from './examples/subcontractor.ts';
import { talkExamples } from './examples/talk.ts';
import { talkPhotoExamples } from './examples/talkPhoto.ts';
import { talkRoomExamples } from './examples/talkRooms.ts';
import type { ContractExamples } from './examples/types.ts';
import { userExamples } from './examples/user.ts';

export type { ContractExamples, Example, ExampleContext, InvalidExample } from './examples/types.ts';

/**
 * A valid and an invalid request for every catalogue entry the server
 * implements, one file per family under examples/. The contract test fails
 * for an implemented entry that has none here.
 */
export const examples: ContractExamples = {
  ...userExamples,
  ...accountExamples,
  ...adminUserExamples,
  ...talkExamples,
  ...talkPhotoExamples,
  ...bbsFileExamples,
  ...talkRoomExamples,
  ...dailyExamples,
  ...attendanceExamples,
  ...externalExamples,
  ...newsAndMentionExamples,
  ...contractExamples,
  ...monitoringExamples,
  ...albumExamples,
  ...organisationExamples,
  ...invitationExamples,
  ...projectExamples,
  ...scheduleExamples,
  ...subcontractorExamples,
};
