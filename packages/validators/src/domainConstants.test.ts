import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_LABEL,
  ATTENDANCE_STATUS,
  AUTH_ID,
  allowsMobileLogin,
  allowsPcLogin,
  attendanceStatusLabel,
  COMPANY_TYPE,
  CONTRACT_STATUS,
  INVITATION_STATUS,
  LAYOUT,
  LIMITS,
  LOGIN_TYPE,
  MEMBER_TYPE,
  PROJECT_COMPLETION_STATUS,
  PROJECT_COMPLETION_STATUS_LABEL,
  PROJECT_STATUS_FILTER,
  SCHEDULE_STATUS,
  TASK_STATUS,
} from './index.ts';

describe('domain constants', () => {
  it('carry the spec values', () => {
    expect(Object.values(AUTH_ID).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 10, 11, 12, 101, 999]);
    expect(Object.values(COMPANY_TYPE)).toEqual([1, 2, 3, 99, 999]);
    expect(MEMBER_TYPE).toEqual({ inCompany: 1, partner: 2 });
    expect(Object.values(PROJECT_COMPLETION_STATUS)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(PROJECT_STATUS_FILTER).toEqual({ all: 99, edit: 999 });
    expect(PROJECT_COMPLETION_STATUS_LABEL[0]).toBe('施工中');
    expect(PROJECT_COMPLETION_STATUS_LABEL[2]).toBe('着工前');
    expect(TASK_STATUS).toEqual({ complete: 1, beforeWork: 2, inProgress: 3 });
    expect(SCHEDULE_STATUS).toEqual({ temporaryHold: 1, confirmed: 2, notSet: 3 });
    expect(Object.values(CONTRACT_STATUS)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(INVITATION_STATUS).toEqual({ invitation: 1, approval: 2, reject: 3, failed: 4 });
    expect(Object.values(ATTENDANCE_STATUS)).toEqual([null, 1, 2, 3, 4]);
    expect(attendanceStatusLabel(null)).toBe('通常');
  });
  it('codes login types as bit flags', () => {
    expect(LOGIN_TYPE).toEqual({ pcOnly: 1, mobileOnly: 2, both: 3 });
    expect([1, 2, 3].map(allowsPcLogin)).toEqual([true, false, true]);
    expect([1, 2, 3].map(allowsMobileLogin)).toEqual([false, true, true]);
  });
  it('carry the layout sizes', () => {
    expect(LAYOUT.breakpoints).toEqual({ sm: 360, md: 768, lg: 992 });
    expect([LAYOUT.headerHeight, LAYOUT.groupHeaderHeight, LAYOUT.navigationHeight]).toEqual([70, 40, 56]);
    expect(LAYOUT.sideMenu).toEqual({ open: 305, collapsed: 60 });
    expect(LAYOUT.groupList).toEqual({ open: 300, collapsed: 60 });
    expect([LAYOUT.pcMinWidth, LAYOUT.pcMinWidthWithLeftMenu, LAYOUT.spMinWidth]).toEqual([1280, 1248, 320]);
    expect(LAYOUT.stampPicker).toEqual({ width: 420, height: 250 });
  });
  it('carry the paging and limits', () => {
    expect(LIMITS.paging.limit).toBe(50);
    expect(LIMITS.paging.tinyLimit).toBe(20);
    expect(LIMITS.paging.cases).toBe(30);
    expect(LIMITS.excelExport).toEqual({ maxDays: 365, defaultDays: 93 });
    expect(LIMITS.mentions).toBe(99);
  });
});

describe('every spec limit and size', () => {
  it('LIMITS carries core §5/§9 and talk §9 values', () => {
    expect(LIMITS.paging).toEqual({
      offset: 0,
      limit: 50,
      tinyLimit: 20,
      cases: 30,
      customers: 30,
      buildings: 30,
      notifications: 20,
      schedule: 30,
      chatGroups: 1000,
      caseRows: 32,
      messages: 30,
    });
    expect(LIMITS.mapZoom).toEqual({ min: 1, max: 21, default: 14, defaultAlbum: 17 });
    expect([
      LIMITS.pinnedSites,
      LIMITS.emergencyContactsViewed,
      LIMITS.workDetails,
      LIMITS.taskListAvatars,
    ]).toEqual([3, 5, 10, 4]);
    expect([LIMITS.maxFloor, LIMITS.buildingArea, LIMITS.scheduleMember]).toEqual([999, 999_999.99, 999.9]);
    expect(LIMITS.stepLog).toBe(30);
    expect(LIMITS.virtualList).toEqual({ overscan: 2, estimatedItemSize: 50, scrollResetDelayMs: 150 });
  });
  it('LAYOUT carries every size of talk §2/§9 and core §9', () => {
    expect(LAYOUT).toMatchObject({
      contentWidth: 768,
      announcementBannerHeight: 44,
      confirmDialogMaxWidth: 370,
      notificationDialogMaxWidth: 430,
      settingsBoxWidth: 660,
      dailyPopupWidth: 290,
      albumCellWidth: 192,
      talkDailyCellWidth: 140,
      resizablePanelMinHeight: 64,
    });
  });
  it('ADMIN_ROLE offers general and manager', () => {
    expect(ADMIN_ROLE_LABEL).toEqual({ 0: '一般', 1: '管理者' });
  });
});
