import { SCHEDULE_STATUS } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { siteActions } from './siteActions.ts';

describe('siteActions', () => {
  it('offers 確定 first while the schedule is a temporary hold, then adding a task and templates', () => {
    expect(siteActions({ can_edit: true, schedule_status: SCHEDULE_STATUS.temporaryHold })).toEqual([
      'confirm',
      'addTask',
      'templates',
    ]);
  });

  it('leaves 確定 out once the schedule is confirmed or not set', () => {
    for (const schedule_status of [SCHEDULE_STATUS.confirmed, SCHEDULE_STATUS.notSet]) {
      expect(siteActions({ can_edit: true, schedule_status })).toEqual(['addTask', 'templates']);
    }
  });

  it('offers nothing to a member who may not edit the site', () => {
    expect(siteActions({ can_edit: false, schedule_status: SCHEDULE_STATUS.temporaryHold })).toEqual([]);
  });
});
