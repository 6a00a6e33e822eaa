import { SCHEDULE_STATUS, type ScheduleStatus } from '@genba/validators';

export type SiteAction = 'confirm' | 'addTask' | 'templates';

/**
 * The actions a site's row on the board offers, in their order (buttons on a wide board, items of
 * its 「…の操作」 menu on a phone): only members who may edit the site get any (core §6), and 確定
 * only while the schedule is a temporary hold (core §4: confirming turns 仮押さえ into 確定).
 */
export const siteActions = (project: {
  can_edit: boolean;
  schedule_status: ScheduleStatus;
}): readonly SiteAction[] => {
  if (!project.can_edit) return [];
  return project.schedule_status === SCHEDULE_STATUS.temporaryHold
    ? ['confirm', 'addTask', 'templates']
    : ['addTask', 'templates'];
};
